import type { Executor } from '../../../shared/server/db';
import { findProduct, type CatalogProduct } from './store';

export type { CatalogProduct } from './store';

/** A product that can be put in a basket in this store: enabled and priced there. */
export function findSellableProduct(db: Executor, storeId: number, sku: string): Promise<CatalogProduct | undefined> {
  return findProduct(db, storeId, { sku });
}

export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";
