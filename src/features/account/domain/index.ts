export * from './book-address';
