export * from './gift-rules';
export * from './gift-selection';
