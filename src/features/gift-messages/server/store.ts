import { and, eq } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { GiftMessageRecord } from '../domain';

/**
 * The line's gift message, looked up within one cart only: an item id from another cart is not
 * found (undefined), a line without a message answers null.
 */
export async function findItemGiftMessage(db: Executor, cartId: number, itemId: number): Promise<GiftMessageRecord | null | undefined> {
  const [row] = await db
    .select({ giftMessage: cartItems.giftMessage })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  return row ? (row.giftMessage ?? null) : undefined;
}
