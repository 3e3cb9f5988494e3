// The cart feature's web front door: what other features may use.
export { useBasketData } from './basket-data';
export { ensureWritableCart, useCartRef, withWritableCart } from './cart-scope';
export type { CartRef } from './cart-scope';
export { useCart } from './use-cart';
export { useAddToBasket } from './use-add-to-basket';
