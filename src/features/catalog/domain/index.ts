export * from './search-criteria';
export * from './product-search';
