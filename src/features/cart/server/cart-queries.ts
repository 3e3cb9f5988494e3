import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../../../shared/server/db';
import type { CartRef, CartRow } from './cart-row';
import { cartRepository } from './persistence';

/** What other features may read of carts. */

/** The shopper's active cart in this store; with `lock`, its row is locked for the rest of the transaction. */
export function findActiveCart(db: Executor, storeId: number, ref: CartRef, lock = false): Promise<CartRow | undefined> {
  return cartRepository.findActiveCart(db, storeId, ref, lock);
}

/** A guest's cart by its masked id, open or already ordered (place order's starting point). */
export function findGuestCart(db: Executor, storeId: number, maskedId: string, lock = false): Promise<CartRow | undefined> {
  return cartRepository.findGuestCart(db, storeId, maskedId, lock);
}

/** A cart by its id, open or ordered (a payment's return, a crashed attempt's recovery). */
export function findCartById(db: Executor, cartId: number, lock = false): Promise<CartRow | undefined> {
  return cartRepository.findCartById(db, cartId, lock);
}

/** Which row is an owner's active cart in a store, as a WHERE condition for a statement over carts. */
export function activeCartOf(kind: CartRef['kind'], owner: Placeholder, storeId: Placeholder): SQL {
  return cartRepository.activeCartOf(kind, owner, storeId);
}
