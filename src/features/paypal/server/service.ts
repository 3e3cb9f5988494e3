import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';
import { PAYPAL_BILLING_AGREEMENT } from '../domain';
import { hasActiveAgreement } from './store';

export { agreementCaptureRetryPlugin } from './agreement-capture-retry';
export { paypalBillingAgreement } from './agreement-method';
export { paypalExpress } from './express-method';
export { expressExpiryPlugin } from './express-expiry';
export { paypalExpressRoutes } from './express-routes';
export { paypalStoreRoutes } from './store-routes';

/**
 * The saved PayPal methods a customer holds in a store (pricing offers `paypal_billing_agreement` only to
 * them): asked of the database only where the store offers the method.
 */
export async function savedPayPalMethods(db: Executor, shop: ResolvedStore, customerId: number): Promise<readonly string[]> {
  if (!shop.settings.payment.paypalBillingAgreement.enabled) return [];
  return (await hasActiveAgreement(db, customerId)) ? [PAYPAL_BILLING_AGREEMENT] : [];
}
