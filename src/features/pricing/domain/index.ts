export * from './totals';
export * from './cart-rules';
