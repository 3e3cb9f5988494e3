import { and, eq, inArray, isNull } from 'drizzle-orm';
import { productCompatibility, products } from '../../db/schema';
import { SEED_PRODUCT_ATTRIBUTES } from '../../db/seed-product-attributes';
import type { Executor } from '../../shared/server/db';

/**
 * Gives each demo product its attributes and what it fits, once: a product that has them already (its
 * pack size is set) keeps what the shop made of them.
 */
export async function seedProductAttributes(tx: Executor): Promise<void> {
  const skus = Object.keys(SEED_PRODUCT_ATTRIBUTES);
  const rows = await tx.select({ id: products.id, sku: products.sku, packSize: products.packSize }).from(products).where(inArray(products.sku, skus));
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  for (const row of rows) {
    if (row.packSize !== null) continue;
    const { fits = [], ...attributes } = SEED_PRODUCT_ATTRIBUTES[row.sku];
    await tx
      .update(products)
      .set({
        flavourFamily: attributes.flavourFamily ?? null,
        nicotineMgPerMl: attributes.nicotineMgPerMl ?? null,
        volumeMl: attributes.volumeMl ?? null,
        packSize: attributes.packSize,
        ingredients: attributes.ingredients ?? null,
      })
      .where(and(eq(products.id, row.id), isNull(products.packSize)));
    const devices = fits.map((sku) => idOf.get(sku)).filter((id) => id !== undefined);
    if (devices.length > 0)
      await tx
        .insert(productCompatibility)
        .values(devices.map((deviceId) => ({ productId: row.id, deviceId })))
        .onConflictDoNothing();
  }
}
