import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import type { CatalogProduct } from './catalog-product';
import { productArtworkPath } from '../domain';
import { loadStoreProducts } from './store';

export type { CatalogProduct } from './catalog-product';
export { isStockShortfall, NOT_ENOUGH_STOCK, releaseStock, takeStock } from './inventory';

export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";

/**
 * One store's sellable products (enabled and priced there; a product without a price in a store is not
 * sold there: not listed, not found), in the store's language, with the look-ups the API needs.
 */
export interface Catalogue {
  products: CatalogProduct[];
  byId: Map<number, CatalogProduct>;
  bySku: Map<string, CatalogProduct>;
  byUrlKey: Map<string, CatalogProduct>;
}

// Read on every catalogue and cart request; kept until a product or price changes (stock counts
// change with every order and do not count, unless a product goes in or out of stock).
const catalogues = new ReferenceCache<ResolvedStore, Catalogue>(['products', 'product_prices', 'product_translations'], async (shop, db) => {
  // A product without a picture of its own shows the drawing of its kind in its colour.
  const products = (await loadStoreProducts(db, shop.store)).map((p) => (p.image ? p : { ...p, image: productArtworkPath(p) }));
  return {
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    bySku: new Map(products.map((p) => [p.sku, p])),
    byUrlKey: new Map(products.map((p) => [p.urlKey, p])),
  };
});

export function catalogueOf(db: Executor, shop: ResolvedStore): Promise<Catalogue> {
  return catalogues.get(shop, db);
}

/** A product that can be put in a basket in this store: enabled and priced there. */
export async function findSellableProduct(db: Executor, shop: ResolvedStore, sku: string): Promise<CatalogProduct | undefined> {
  return (await catalogueOf(db, shop)).bySku.get(sku);
}
