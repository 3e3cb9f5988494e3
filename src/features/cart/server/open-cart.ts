import { type ShopError, noSuchEntity } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { catalogueOf } from '../../catalog/server';
import type { ResolvedStore } from '../../stores/server';
import { toCartLines } from '../domain';
import { cartRepository } from './persistence';
import type { CartLine } from '../domain';
import type { CartRef, CartRow } from './cart-row';
import type { CartState } from './persistence';

/** A cart with its priced lines: what every cart read and change starts from. */
export interface LoadedCart {
  cart: CartRow;
  lines: CartLine[];
}

/** A cart as stored (with the xmin a guarded write needs) and its priced lines: what a change is decided on. */
export interface CartInHand extends CartState, LoadedCart {
  /** The live stock of the product asked for with the read (`stockOf`); null when the cart was held in memory. */
  stockOf: number | null;
}

export const QTY_NOT_AVAILABLE = 'The requested qty is not available';
export const MAX_SALE_QTY = 'The maximum you may purchase is %1.';

export function cartNotFound(ref: CartRef): ShopError {
  return ref.kind === 'guest' ? noSuchEntity('cartId', ref.maskedId) : noSuchEntity('customerId', ref.customerId);
}

/**
 * The shopper's active cart as stored with its priced lines (one statement; the catalogue comes from its
 * cache), and with `stockOf` the live stock of one more product (the one being added).
 */
export async function openCartInHand(db: Executor, shop: ResolvedStore, ref: CartRef, options: { lock?: boolean; stockOf?: number } = {}): Promise<CartInHand> {
  const [found, catalogue] = await Promise.all([cartRepository.findActiveCartWithItems(db, shop.store.id, ref, options), catalogueOf(db, shop)]);
  if (!found) throw cartNotFound(ref);
  return { cart: found.cart, items: found.items, xmin: found.xmin, stockOf: found.stockOf, lines: toCartLines(found.items, catalogue.byId) };
}

/** The shopper's active cart with its lines (one statement; the catalogue comes from its cache). */
export async function openCart(db: Executor, shop: ResolvedStore, ref: CartRef, lock = false): Promise<LoadedCart> {
  const { cart, lines } = await openCartInHand(db, shop, ref, { lock });
  return { cart, lines };
}

/** The lines of a cart already in hand (one statement). */
export async function loadLines(db: Executor, shop: ResolvedStore, cart: CartRow): Promise<CartLine[]> {
  const [items, catalogue] = await Promise.all([cartRepository.loadItems(db, cart.id), catalogueOf(db, shop)]);
  return toCartLines(items, catalogue.byId);
}
