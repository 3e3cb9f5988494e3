export * from './basket-rules';
export * from './next-date';
export * from './subscription-label';
export * from './subscription-changes';
export * from './subscription-record';
