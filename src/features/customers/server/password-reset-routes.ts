import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../domain';
import { requestPasswordReset, resetPassword, resetRequestCounter } from './password-reset';

export interface PasswordResetRouteOptions {
  /** The clock the links' lifetimes are read with. */
  now: () => Date;
}

/** Magento's password reset: ask for a link (`PUT customers/password`), then set the password with it (`POST customers/resetPassword`). */
export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const requests = resetRequestCounter(app.windowedCounters);

  // The template and website are Magento's own fields, accepted and unused (one template, one website).
  r.put(
    '/customers/password',
    { schema: { tags, body: z.object({ email: emailField, template: z.string().max(64).optional(), websiteId: z.coerce.number().int().optional() }) } },
    async (request) => {
      await requestPasswordReset({ db: app.db, shop: request.shop, requests, now: options.now(), email: request.body.email, clientIp: request.ip });
      return true;
    },
  );

  r.post(
    '/customers/resetPassword',
    {
      schema: {
        tags,
        body: z.object({
          email: z.union([z.literal(''), emailField]).optional(),
          resetToken: z.string().min(1).max(128),
          newPassword: z.string().min(1).max(256),
        }),
      },
    },
    async (request) => {
      const { email, resetToken, newPassword } = request.body;
      await resetPassword({ db: app.db, shop: request.shop, now: options.now(), email: email || undefined, resetToken, newPassword });
      return true;
    },
  );
}
