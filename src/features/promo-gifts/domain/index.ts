export * from './gift-rules';
