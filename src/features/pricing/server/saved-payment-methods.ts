import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';

/**
 * The saved payment methods a customer holds an instrument for in a store (a PayPal billing agreement),
 * by method code: a saved method is offered only to its holder. The features that keep such instruments
 * sit above pricing, so the app assembly hands the lookup over before serving.
 */
export type SavedPaymentMethodsLookup = (db: Executor, shop: ResolvedStore, customerId: number) => Promise<readonly string[]>;

let lookup: SavedPaymentMethodsLookup = async () => [];

export function useSavedPaymentMethods(savedMethods: SavedPaymentMethodsLookup): void {
  lookup = savedMethods;
}

export function savedPaymentMethodsOf(db: Executor, shop: ResolvedStore, customerId: number | null): Promise<readonly string[]> {
  return customerId === null ? Promise.resolve([]) : lookup(db, shop, customerId);
}
