export * from './cart-item-input';
export * from './item-options';
export * from './stock';
export * from './basket-size';
export * from './gift-message-merge';
export * from './cart-line';
export * from './line-facts';
export * from './settings';
