import { and, asc, eq, sql } from 'drizzle-orm';
import { productCompatibility, productPrices, productTranslations, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CatalogProduct } from './catalog-product';

const device = sql`d`;
const fitting = sql`f`;

/**
 * Every enabled product priced in the store, in catalogue order, named and described in the store's
 * language where the product has a translation for its locale, with what it fits and what fits it: one statement.
 */
export async function loadStoreProducts(db: Executor, store: { id: number; locale: string }): Promise<CatalogProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: sql<string>`coalesce(${productTranslations.name}, ${products.name})`,
      urlKey: products.urlKey,
      kind: products.kind,
      category: products.category,
      description: sql<string>`coalesce(${productTranslations.description}, ${products.description})`,
      image: products.image,
      qty: products.qty,
      subscriptionIntervals: products.subscriptionIntervals,
      freeWithSubscription: products.freeWithSubscription,
      personalisable: products.personalisable,
      isDeviceTrial: products.isDeviceTrial,
      ageRestricted: products.ageRestricted,
      maxSaleQty: products.maxSaleQty,
      sortOrder: products.sortOrder,
      price: productPrices.price,
      flavourFamily: products.flavourFamily,
      nicotineMgPerMl: products.nicotineMgPerMl,
      volumeMl: products.volumeMl,
      packSize: products.packSize,
      ingredients: products.ingredients,
      createdAt: products.createdAt,
      fitsSkus: sql<
        string[]
      >`array(select ${device}.sku from ${productCompatibility} c join ${products} ${device} on ${device}.id = c.device_id where c.product_id = ${products.id} order by ${device}.sort_order, ${device}.id)`,
      fittedBySkus: sql<
        string[]
      >`array(select ${fitting}.sku from ${productCompatibility} c join ${products} ${fitting} on ${fitting}.id = c.product_id where c.device_id = ${products.id} order by ${fitting}.sort_order, ${fitting}.id)`,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, store.id)))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, store.locale)))
    .where(eq(products.isEnabled, true))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map((row) => ({
    ...row,
    inStock: row.qty > 0,
    createdAt: row.createdAt.getTime(),
    compatibleSkus: [...row.fitsSkus, ...row.fittedBySkus],
  }));
}

/** A product's units in stock now (the catalogue's count is only right about in or out of stock). */
export async function liveStockOf(db: Executor, productId: number): Promise<number> {
  const [row] = await db.select({ qty: products.qty }).from(products).where(eq(products.id, productId));
  return row?.qty ?? 0;
}
