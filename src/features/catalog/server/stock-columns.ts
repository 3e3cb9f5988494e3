import { getTableName } from 'drizzle-orm';
import { products } from '../../../db/schema';

/**
 * What another feature's statement may read of a product's live stock, named from the drizzle table (a
 * renamed column fails the type check, not a query): `stockOfProduct('i.product_id')` is that product's
 * units in stock, as a scalar subquery; `PRODUCT_STOCK` for a join.
 */
export const PRODUCT_STOCK = { table: getTableName(products), id: products.id.name, qty: products.qty.name } as const;

export const stockOfProduct = (productId: string) =>
  `(select sp.${PRODUCT_STOCK.qty} from ${PRODUCT_STOCK.table} sp where sp.${PRODUCT_STOCK.id} = ${productId})`;
