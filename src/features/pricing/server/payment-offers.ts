import type { Executor } from '../../../shared/server/db';
import type { MethodOfferedElsewhere } from '../../payment/domain';
import type { ResolvedStore } from '../../stores/server';

/**
 * The saved payment methods a customer holds an instrument for in a store (a PayPal billing agreement),
 * by method code: a saved method is offered only to its holder.
 */
type SavedPaymentMethodsLookup = (db: Executor, shop: ResolvedStore, customerId: number) => Promise<readonly string[]>;

/**
 * What a quote offers besides payment's own methods, brought by features that sit above pricing or beside
 * payment: the app's root lists them (src/app/server/payment-methods.ts) and builds pricing with them
 * (`pricingWith`).
 */
export interface PaymentOffers {
  /** Methods another feature offers by its own store settings (PayU's). */
  elsewhere: readonly MethodOfferedElsewhere[];
  /** The saved methods a customer holds (PayPal's billing agreements). */
  savedMethodsOf: SavedPaymentMethodsLookup;
}

export function savedPaymentMethodsOf(offers: PaymentOffers, db: Executor, shop: ResolvedStore, customerId: number | null): Promise<readonly string[]> {
  return customerId === null ? Promise.resolve([]) : offers.savedMethodsOf(db, shop, customerId);
}
