import { eq, sql } from 'drizzle-orm';
import { products, stockTakes } from '../../../db/schema';
import { type Executor, violatedConstraint } from '../../../shared/server/db';
import { prebuiltByShape } from '../../../shared/server/prebuilt';

export const NOT_ENOUGH_STOCK = 'Not all of your products are available in the requested quantity.';

/**
 * Takes the quantities out of stock when the caller's transaction commits (one statement now; the
 * deferred trigger of migration 0017 applies them in product-id order, so concurrent orders never
 * deadlock). A product short at that moment fails the COMMIT: see isStockShortfall.
 */
export async function takeStock(db: Executor, quantities: Map<number, number>): Promise<void> {
  const takes = [...quantities].filter(([, qty]) => qty > 0).sort(([a], [b]) => a - b);
  if (takes.length === 0) return;
  const values: Record<string, number> = {};
  takes.forEach(([productId, qty], i) => {
    values[`product${i}`] = productId;
    values[`qty${i}`] = qty;
  });
  await insertStockTakes(db, takes.length, values);
}

/** One template per number of products. */
const insertStockTakes = prebuiltByShape<number, Record<string, number>, unknown>('insert_stock_takes', String, (db, p, count) =>
  db
    .insert(stockTakes)
    .values(Array.from({ length: count }, (_, i) => ({ productId: p(`product${i}`) as unknown as number, qty: p(`qty${i}`) as unknown as number }))),
);

/** The COMMIT that applied takeStock found a product short (its CHECK, qty >= 0): the order is refused with NOT_ENOUGH_STOCK. */
export function isStockShortfall(error: unknown): boolean {
  return violatedConstraint(error) === 'products_qty_not_negative';
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
