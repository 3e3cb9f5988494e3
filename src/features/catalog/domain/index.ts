export * from './search-criteria';
export * from './product-search';
export * from './categories';
export * from './storefront-search';
export * from './storefront-search-schemas';
export * from './product-attributes';
export * from './catalogue-listing';
export * from './layered-navigation';
