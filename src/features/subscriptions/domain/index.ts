export * from './basket-rules';
