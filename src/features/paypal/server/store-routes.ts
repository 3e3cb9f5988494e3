import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AgreementView, mayOfferAgreement } from '../domain';
import { activeAgreementsOf } from './store';

export interface PayPalStoreRouteOptions {
  /** The signed-in customer's id, else a 401: the customers feature sits above PayPal, so the app hands its guard in. */
  requireCustomer: (request: FastifyRequest) => Promise<number>;
}

/**
 * PayPal's calls under `/rest/{store}/V1`: the store's Express settings the payment step needs, and the
 * signed-in customer's saved PayPal accounts (the masked payer email only; never PayPal's agreement id).
 */
export async function paypalStoreRoutes(app: FastifyInstance, options: PayPalStoreRouteOptions): Promise<void> {
  const tags = ['paypal'];

  app.get('/paypal/express/config', { schema: { tags } }, async (request) => {
    const { paypal, payment } = request.shop.settings;
    return { save_agreement_offered: mayOfferAgreement(paypal, payment.paypalBillingAgreement.enabled, true) };
  });

  app.get('/paypal/billing-agreements/mine', { schema: { tags } }, async (request, reply) => {
    const customerId = await options.requireCustomer(request);
    const agreements: AgreementView[] = (await activeAgreementsOf(app.db, customerId)).map((row) => ({ id: row.id, payer_email: row.payerEmailMasked }));
    return reply.header('cache-control', 'no-store').send(agreements);
  });
}
