import { and, asc, eq } from 'drizzle-orm';
import { productPrices, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CatalogProduct } from './catalog-product';

/** Every enabled product priced in the store, in catalogue order. */
export async function loadStoreProducts(db: Executor, storeId: number): Promise<CatalogProduct[]> {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      urlKey: products.urlKey,
      kind: products.kind,
      category: products.category,
      description: products.description,
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
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
    .where(eq(products.isEnabled, true))
    .orderBy(asc(products.sortOrder), asc(products.id));
}
