export * from './cart-item-input';
export * from './item-options';
export * from './stock';
