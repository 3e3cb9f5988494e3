// The catalog feature's server front door: what other features may use.
export { NOT_ENOUGH_STOCK, PRODUCT_NOT_FOUND, catalogueOf, findSellableProduct, isStockShortfall, releaseStock, takeStock } from './service';
export type { CatalogProduct } from './service';
export { PRODUCT_STOCK, stockOfProduct } from './stock-columns';
export { catalogMediaRoutes } from './media-routes';
