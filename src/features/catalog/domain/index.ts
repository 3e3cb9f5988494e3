export * from './search-criteria';
