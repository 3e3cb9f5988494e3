import { ShopError } from '../../../shared/domain/errors';
import { type Database, type Executor, optimisticBasketChange } from '../../../shared/server/db';
import { catalogueOf } from '../../catalog/server';
import type { ResolvedStore } from '../../stores/server';
import { toCartLines } from '../domain';
import { forgetCart, knownCart, rememberCart } from './known-carts';
import { type CartInHand, openCartInHand } from './open-cart';
import type { CartRef } from './cart-row';
import type { CartState } from './persistence';

/** A change's answer, and the cart as its write left it (what this process holds from then on). */
interface CartChangeOutcome<T> {
  result: T;
  after: CartState;
}

/**
 * A change decided on `cart` and written behind its xmin; undefined when the write found the cart moved
 * on. `held` says the cart was held in memory, not read: its lines' stock may be old, so a change that
 * depends on stock passes the units it needs to its guarded write (guarded-writes.ts StockNeed).
 */
export type CartChange<T> = (ex: Executor, cart: CartInHand, held: boolean) => Promise<CartChangeOutcome<T> | undefined>;

/**
 * A basket change in one statement while this process holds the cart as stored (known-carts.ts): decided
 * on the held cart and written behind its xmin. When it holds none, when the write finds that the cart
 * moved on, or when the change refuses (a refusal is told only from the cart as stored), the change is
 * decided again on a fresh read (optimisticBasketChange). A change that acts before its write (the
 * coupon's captcha count) passes `retryRefusals: false`: its refusals are told as they come, and it
 * answers undefined itself for one that depends on the cart. `useHeld: false` always reads the cart first.
 */
export async function changeCart<T>(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  change: CartChange<T>,
  options: { stockOf?: number; retryRefusals?: boolean; useHeld?: boolean } = {},
): Promise<T> {
  const storeId = shop.store.id;
  const held = options.useHeld === false ? undefined : knownCart(db, storeId, ref);
  if (held) {
    const catalogue = await catalogueOf(db, shop);
    const inHand: CartInHand = { ...held, lines: toCartLines(held.items, catalogue.byId), stockOf: null };
    const outcome = await changeHeld(db, inHand, change, options.retryRefusals ?? true);
    if (outcome) {
      rememberCart(db, storeId, ref, outcome.after);
      return outcome.result;
    }
    forgetCart(db, storeId, ref);
  }
  const outcome = await optimisticBasketChange(db, async (ex, lock) =>
    change(ex, await openCartInHand(ex, shop, ref, { lock, stockOf: options.stockOf }), false),
  );
  rememberCart(db, storeId, ref, outcome.after);
  return outcome.result;
}

async function changeHeld<T>(db: Database, cart: CartInHand, change: CartChange<T>, retryRefusals: boolean): Promise<CartChangeOutcome<T> | undefined> {
  try {
    return await change(db, cart, true);
  } catch (error) {
    if (retryRefusals && error instanceof ShopError) return undefined;
    throw error;
  }
}

/** The held state after a change of the cart's row alone (its lines as they were). */
export function rowChanged(cart: CartState, written: { cart: CartState['cart']; xmin: string }): CartState {
  return { cart: written.cart, xmin: written.xmin, items: cart.items };
}
