import type { Database } from '../../../shared/server/db';
import { keepRecent, mapPer } from '../../../shared/server/recent-map';
import type { CartRef } from './cart-row';
import type { CartState } from './persistence';

/**
 * The carts this process last read or wrote, as stored, with the xmin of the cart's row at that moment.
 * A basket change is decided on the cart held here and written behind that xmin (guarded-writes.ts GUARD): the
 * write happens only if nothing, in this process or another, has changed the cart or its lines since.
 * So a change costs one statement while the cart is as held, and a read and a write when it is not.
 */
const KNOWN_CARTS_KEPT = 2_000;

/** Per database, in LRU order. */
const cartsOf = mapPer<Database, string, CartState>();

const keyOf = (storeId: number, ref: CartRef) => (ref.kind === 'guest' ? `${storeId}:g:${ref.maskedId}` : `${storeId}:c:${ref.customerId}`);

export function knownCart(db: Database, storeId: number, ref: CartRef): CartState | undefined {
  return cartsOf(db).get(keyOf(storeId, ref));
}

export function rememberCart(db: Database, storeId: number, ref: CartRef, state: CartState): void {
  keepRecent(cartsOf(db), keyOf(storeId, ref), state, KNOWN_CARTS_KEPT);
}

export function forgetCart(db: Database, storeId: number, ref: CartRef): void {
  cartsOf(db).delete(keyOf(storeId, ref));
}
