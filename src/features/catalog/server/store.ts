import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { productPrices, products } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { ProductSearch } from '../domain/search-criteria';

export interface CatalogProduct {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  kind: string;
  category: string;
  description: string;
  image: string;
  qty: number;
  subscriptionIntervals: number[];
  freeWithSubscription: boolean;
  personalisable: boolean;
  isDeviceTrial: boolean;
  maxSaleQty: number;
  price: number;
}

const columns = {
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
  maxSaleQty: products.maxSaleQty,
  price: productPrices.price,
};

const fieldColumns = {
  sku: products.sku,
  name: products.name,
  url_key: products.urlKey,
  category: products.category,
  kind: products.kind,
  price: productPrices.price,
  entity_id: products.id,
  position: products.sortOrder,
} as const;

function condition(field: keyof typeof fieldColumns, type: string, value: string): SQL {
  const column = fieldColumns[field];
  // Prices are decimals on the wire and minor units inside.
  const typed: string | number = field === 'price' ? Math.round(Number(value) * 100) : field === 'entity_id' ? Number(value) : value;
  switch (type) {
    case 'neq':
      return ne(column, typed);
    case 'like':
      return ilike(column as typeof products.name, value);
    case 'in':
      return inArray(column, value.split(',').map((v) => (typeof typed === 'number' ? Number(v) : v)));
    case 'gt':
      return gt(column, typed);
    case 'lt':
      return lt(column, typed);
    case 'gteq':
      return gte(column, typed);
    case 'lteq':
      return lte(column, typed);
    default:
      return eq(column, typed);
  }
}

/** Magento's searchCriteria: filters in a group are OR-ed, groups are AND-ed. */
export async function searchProducts(db: Executor, storeId: number, search: ProductSearch) {
  const where: SQL[] = [eq(products.isEnabled, true)];
  for (const group of search.filterGroups) {
    const ors = group.map((f) => condition(f.field, f.conditionType, f.value));
    where.push(ors.length === 1 ? ors[0] : sql`(${sql.join(ors, sql` or `)})`);
  }
  const base = db
    .select(columns)
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
    .where(and(...where));
  const orderBy = [
    ...search.sortOrders.map((s) => (s.direction === 'DESC' ? desc(fieldColumns[s.field]) : asc(fieldColumns[s.field]))),
    asc(products.sortOrder),
    asc(products.id),
  ];
  const [items, [{ count }]] = await Promise.all([
    base.orderBy(...orderBy).limit(search.pageSize).offset((search.currentPage - 1) * search.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
      .where(and(...where)),
  ]);
  return { items: items as CatalogProduct[], totalCount: count };
}

export async function findProduct(db: Executor, storeId: number, by: { sku: string } | { urlKey: string }): Promise<CatalogProduct | undefined> {
  const match = 'sku' in by ? eq(products.sku, by.sku) : eq(products.urlKey, by.urlKey);
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeId, storeId)))
    .where(and(match, eq(products.isEnabled, true)));
  return row as CatalogProduct | undefined;
}
