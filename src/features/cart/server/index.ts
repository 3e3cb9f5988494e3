// The cart feature's server front door: what other features may use.
export { cartRoute } from './cart-route';
export { moduleCartRef, moduleStore } from './module-cart-route';
export {
  activeCartOf,
  addGiftLine,
  cartAnswer,
  cartDto,
  cartNotFound,
  cartResponse,
  changeCart,
  closeCartForOrder,
  findActiveCart,
  findCartById,
  findGuestCart,
  findRestoredCart,
  giftMessageResponse,
  lineFacts,
  loadLines,
  openCart,
  personalisationResponse,
  requireActiveCart,
  restoreCart,
  rowChanged,
  setLineGiftMessage,
  setSecondaryPackaging,
  submitBasketForm,
  subscriptionOptionResponse,
  switchBasketMode,
  touchCart,
  touchCartIfUnchanged,
  validateBasketUpdate,
} from './service';
export type { CarryDeliveryChoice, CartLine, CartRef, CartRow, LoadedCart, QuantityForm } from './service';
