export * from './search-criteria';
export * from './product-search';
export * from './categories';
export * from './storefront-search';
export * from './storefront-search-schemas';
