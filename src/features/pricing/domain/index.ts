export * from './totals';
export * from './cart-rules';
export * from './free-offers';
export * from './exclusivity';
export * from './reward-deduction';
export * from './settings';
