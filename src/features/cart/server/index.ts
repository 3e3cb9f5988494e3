// The cart feature's server front door: what other features may use. Its SQL (store.ts) stays behind it.
export { lineFacts } from '../domain';
export { cartAnswer } from './cart-answers';
export { changeCart, rowChanged } from './cart-change';
export {
  applyCouponIfUnchanged,
  closeCartForOrder,
  markCartChanged,
  removeCoupon,
  saveBillingAddress,
  saveDeliveryChoiceIfUnchanged,
  saveOrderGiftMessage,
  savePaymentChoice,
  saveShippingNote,
  setSecondaryPackaging,
  setRewardPointsUse,
} from './cart-commands';
export { activeCartOf, findActiveCart, findCartById, findGuestCart } from './cart-queries';
export type { CartRef, CartRow } from './cart-row';
export { cartRoute } from './cart-route';
export { moduleCartRef, moduleStore } from './module-cart-route';
export { cartDto } from './dto';
export { cartNotFound, loadLines, openCart } from './open-cart';
export type { LoadedCart } from './open-cart';
export { type QuantityForm, submitBasketForm, switchBasketMode, validateBasketUpdate } from './basket-update';
export { cartResponse, giftMessageResponse, personalisationResponse, subscriptionOptionResponse } from './responses';
export { addGiftLine, findRestoredCart, requireActiveCart, restoreCart, setLineGiftMessage } from './service';
export { openRenewalCart } from './renewal-cart';
export type { CarryDeliveryChoice } from './service';
export type { CartLine } from '../domain';
