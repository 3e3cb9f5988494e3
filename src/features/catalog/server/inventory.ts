import { and, eq, gte, sql } from 'drizzle-orm';
import { ShopError } from '../../../shared/domain/errors';
import { products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';

export const NOT_ENOUGH_STOCK = 'Not all of your products are available in the requested quantity.';

/**
 * Takes the quantities out of stock with one conditional update per product, in product-id order so
 * that concurrent checkouts never deadlock. Any shortfall throws and the caller's transaction rolls back.
 */
export async function takeStock(db: Executor, quantities: Map<number, number>): Promise<void> {
  for (const [productId, qty] of [...quantities].sort(([a], [b]) => a - b)) {
    const updated = await db
      .update(products)
      .set({ qty: sql`${products.qty} - ${qty}` })
      .where(and(eq(products.id, productId), gte(products.qty, qty)))
      .returning({ id: products.id });
    if (updated.length === 0) throw new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK);
  }
}

/** Puts quantities back in stock (an order cancelled before it was paid). */
export async function releaseStock(db: Executor, quantities: Map<number, number>): Promise<void> {
  for (const [productId, qty] of [...quantities].sort(([a], [b]) => a - b)) {
    await db
      .update(products)
      .set({ qty: sql`${products.qty} + ${qty}` })
      .where(eq(products.id, productId));
  }
}
