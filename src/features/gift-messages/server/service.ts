import { noSuchEntity } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { type CartRef, requireActiveCart, markCartChanged, saveOrderGiftMessage, setLineGiftMessage } from '../../cart/server';
import type { GiftMessageRecord } from '../domain';
import * as store from './store';

/** The order-level gift message of the shopper's active cart; null when there is none. */
export async function getCartGiftMessage(db: Executor, storeId: number, ref: CartRef): Promise<GiftMessageRecord | null> {
  const cart = await requireActiveCart(db, storeId, ref);
  return cart.giftMessage ?? null;
}

/** One line's gift message; null when it has none, Magento's "No such entity" when the cart has no such line. */
export async function getItemGiftMessage(db: Executor, storeId: number, ref: CartRef, itemId: number): Promise<GiftMessageRecord | null> {
  const cart = await requireActiveCart(db, storeId, ref);
  const giftMessage = await store.findItemGiftMessage(db, cart.id, itemId);
  if (giftMessage === undefined) throw noSuchEntity('itemId', itemId);
  return giftMessage;
}

/**
 * Sets the order-level gift message, or removes it with null. The cart row is locked and its version
 * (data_id) bumped, so caches keyed by the version (totals, shipping rates) see the change.
 */
export async function saveCartGiftMessage(db: Database, storeId: number, ref: CartRef, giftMessage: GiftMessageRecord | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, storeId, ref, true);
    await saveOrderGiftMessage(tx, cart.id, giftMessage);
  });
}

/** Sets or removes one line's gift message; a line of another cart is "No such entity" and nothing changes. */
export async function saveItemGiftMessage(db: Database, storeId: number, ref: CartRef, itemId: number, giftMessage: GiftMessageRecord | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, storeId, ref, true);
    if (!(await setLineGiftMessage(tx, cart.id, itemId, giftMessage))) throw noSuchEntity('itemId', itemId);
    await markCartChanged(tx, cart.id);
  });
}
