import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerResponseWriters } from '../../../shared/server/response-serializer';
import type { Database } from '../../../shared/server/db';
import { registerErrorHandling } from '../../../shared/server/plugins/errors';
import { registerAuth } from '../../customers/server/auth-plugin';
import { readStoreSettings } from '../../../app/server/settings';
import { registerStoreScope } from '../../stores/server/scope';
import { storeDirectoryOf } from '../../stores/server/service';
import type { RandomCode } from './captcha-image';
import { captchaRoutes } from './routes';

/**
 * For route tests: a second server process on the same database that serves only the captcha, with a
 * known answer. The shop's own app then checks it, as another process behind a load balancer would.
 */
export async function captchaIssuer(db: Database, randomCode: RandomCode): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseWriters(app, { checkAgainstStringify: true });
  app.decorate('db', db);
  app.decorate('stores', storeDirectoryOf(db, readStoreSettings));
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  registerAuth(app, { shopOrigins: [] });
  await app.register(
    async (rest) => {
      registerStoreScope(rest);
      await rest.register(captchaRoutes, { randomCode });
    },
    { prefix: '/rest/:storeCode/V1' },
  );
  await app.ready();
  return app;
}
