export * from './basket-rules';
export * from './next-date';
