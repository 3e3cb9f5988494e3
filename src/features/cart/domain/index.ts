export * from './cart-item-input';
