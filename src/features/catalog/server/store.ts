import { and, asc, eq, sql } from 'drizzle-orm';
import { productCompatibility, productPrices, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CatalogProduct } from './catalog-product';

const device = sql`d`;
const fitting = sql`f`;

/** Every enabled product priced in the store, in catalogue order, with what it fits and what fits it: one statement. */
export async function loadStoreProducts(db: Executor, storeId: number): Promise<CatalogProduct[]> {
  const rows = await db
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
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
    .where(eq(products.isEnabled, true))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map((row) => ({
    ...row,
    inStock: row.qty > 0,
    createdAt: row.createdAt.getTime(),
    compatibleSkus: [...row.fitsSkus, ...row.fittedBySkus],
  }));
}
