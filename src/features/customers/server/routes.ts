import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField, loginBodySchema, registrationBodySchema } from '../domain';
import { sendJsonString } from '../../../shared/server/json-string';
import { requireCustomer } from './auth-plugin';
import { customerDto } from './dto';
import { authenticate, changePassword, customerAnswer, loginFailureCounter, isEmailAvailable, issueToken, registerCustomer } from './service';
import { queueMail } from '../../mail/server';

/** Store-scoped REST routes of Magento's customer API. */
export async function customerRestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const loginFailures = loginFailureCounter(app.windowedCounters);

  r.post('/integration/customer/token', { schema: { tags, body: loginBodySchema } }, async (request, reply) => {
    const customer = await authenticate(app.db, loginFailures, request.body.username, request.body.password, request.ip);
    return sendJsonString(reply, await issueToken(app.db, customer.id));
  });

  r.post(
    '/customers/isEmailAvailable',
    { schema: { tags, body: z.object({ customerEmail: emailField, websiteId: z.coerce.number().int().optional() }) } },
    async (request) => isEmailAvailable(app.db, request.body.customerEmail),
  );

  r.post('/customers', { schema: { tags, body: registrationBodySchema } }, async (request) => {
    const { customer, password } = request.body;
    // The welcome e-mail is queued in the account's transaction.
    const row = await registerCustomer(app.db, { ...customer, password }, request.shop.settings.passwordPolicy, (tx, created) =>
      queueMail(tx, request.shop, created.email, {
        template: 'account-created',
        firstname: created.firstname,
        lastname: created.lastname,
        email: created.email,
      }),
    );
    return customerDto(row, [], request.shop.store.id);
  });

  r.get('/customers/me', { schema: { tags } }, async (request) => {
    const customerId = await requireCustomer(request);
    return customerAnswer(app.db, customerId, request.shop.store.id);
  });

  // Magento's password change: the current password first (counted like a sign-in), then the store's rules.
  r.put(
    '/customers/me/password',
    { schema: { tags, body: z.object({ currentPassword: z.string().min(1).max(256), newPassword: z.string().min(1).max(256) }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const auth = await request.auth();
      await changePassword(app.db, loginFailures, {
        customerId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        policy: request.shop.settings.passwordPolicy,
        clientIp: request.ip,
        keepSessionHash: auth.sessionTokenHash,
      });
      return true;
    },
  );
}
