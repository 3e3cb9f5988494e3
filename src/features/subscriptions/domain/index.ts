export * from './basket-rules';
export * from './next-date';
export * from './subscription-label';
