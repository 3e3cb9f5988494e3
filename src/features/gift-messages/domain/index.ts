export * from './gift-message';
