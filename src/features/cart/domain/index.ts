export * from './cart-item-input';
export * from './item-options';
export * from './stock';
export * from './gift-message-merge';
export * from './cart-line';
export * from './line-facts';
