import { and, asc, eq, sql } from 'drizzle-orm';
import { productPrices, productTranslations, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CatalogProduct } from './catalog-product';

/**
 * Every enabled product priced in the store, in catalogue order, named and described in the store's
 * language where the product has a translation for its locale.
 */
export async function loadStoreProducts(db: Executor, store: { id: number; locale: string }): Promise<CatalogProduct[]> {
  return db
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
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, store.id)))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, store.locale)))
    .where(eq(products.isEnabled, true))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** A product's units in stock now (the catalogue's count is only right about in or out of stock). */
export async function liveStockOf(db: Executor, productId: number): Promise<number> {
  const [row] = await db.select({ qty: products.qty }).from(products).where(eq(products.id, productId));
  return row?.qty ?? 0;
}
