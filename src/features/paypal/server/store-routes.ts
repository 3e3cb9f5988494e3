import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AgreementView, mayOfferAgreement } from '../domain';
import type { PayPalPort } from '../providers/port';
import { removeSavedAccount } from './saved-account-removal';
import { activeAgreementsOf } from './store';

export interface PayPalStoreRouteOptions {
  /** The signed-in customer's id, else a 401: the customers feature sits above PayPal, so the app hands its guard in. */
  requireCustomer: (request: FastifyRequest) => Promise<number>;
  port: PayPalPort;
}

/** The shop's id of the saved account, read by the domain's rule (anything else is the 404 of an unknown one). */
const agreementParams = z.object({ id: z.string().max(64) });

/**
 * PayPal's calls under `/rest/{store}/V1`: the store's Express settings the payment step needs, and the
 * signed-in customer's saved PayPal accounts (the masked payer email only; never PayPal's agreement id),
 * listed and removed.
 */
export async function paypalStoreRoutes(app: FastifyInstance, options: PayPalStoreRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paypal'];

  r.get('/paypal/express/config', { schema: { tags } }, async (request) => {
    const { paypal, payment } = request.shop.settings;
    return { save_agreement_offered: mayOfferAgreement(paypal, payment.paypalBillingAgreement.enabled, true) };
  });

  r.get('/paypal/billing-agreements/mine', { schema: { tags } }, async (request, reply) => {
    const customerId = await options.requireCustomer(request);
    const agreements: AgreementView[] = (await activeAgreementsOf(app.db, customerId)).map((row) => ({ id: row.id, payer_email: row.payerEmailMasked }));
    return reply.header('cache-control', 'no-store').send(agreements);
  });

  r.delete('/paypal/billing-agreements/mine/:id', { schema: { tags, params: agreementParams } }, async (request) => {
    const customerId = await options.requireCustomer(request);
    await removeSavedAccount({ db: app.db, port: options.port, log: request.log }, customerId, request.params.id);
    return true;
  });
}
