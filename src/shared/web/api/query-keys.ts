/**
 * Query-key factories: one place decides how server state is cached, so a mutation can invalidate
 * exactly what it changed (everything under a cart scope, for instance) without guessing keys.
 */
export type CartScope = 'mine' | `guest:${string}` | 'none';

export const sessionKeys = {
  all: ['session'] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  scope: (scope: CartScope) => ['cart', scope] as const,
  detail: (scope: CartScope) => ['cart', scope, 'detail'] as const,
  /** GET {cart}/cart-data: what the basket page runs on (lines, totals, limits, prompts, banners); basket changes answer with it. */
  data: (scope: CartScope) => ['cart', scope, 'data'] as const,
  paymentInformation: (scope: CartScope) => ['cart', scope, 'payment-information'] as const,
  shippingRates: (scope: CartScope, countryId: string) => ['cart', scope, 'shipping-rates', countryId] as const,
  /** GET {cart}/coupon-captcha: a fresh challenge on every call, so never cached for long. */
  couponCaptcha: (scope: CartScope) => ['cart', scope, 'coupon-captcha'] as const,
  /** GET {cart}/place-order-captcha: asked again after every failed order (a new challenge each call). */
  placeOrderCaptcha: (scope: CartScope) => ['cart', scope, 'place-order-captcha'] as const,
  /** The customer's quote id from POST carts/mine; gone with the cart queries after an order. */
  customerCartId: () => ['cart', 'mine', 'quote-id'] as const,
  /** POST {cart}/estimate-shipping-methods on the basket: one answer per estimate address and cart version (data_id). */
  estimate: (scope: CartScope, addressKey: string, dataId: number | string | null | undefined) =>
    ['cart', scope, 'estimate', addressKey, dataId ?? null] as const,
  /** POST {cart}/totals-information for the basket's estimate: per address, chosen method and cart version. */
  estimateTotals: (scope: CartScope, addressKey: string, methodKey: string, dataId: number | string | null | undefined) =>
    ['cart', scope, 'estimate-totals', addressKey, methodKey, dataId ?? null] as const,
};

export const customerKeys = {
  all: ['customer'] as const,
  me: () => ['customer', 'me'] as const,
  emailAvailable: (email: string) => ['customer', 'email-available', email] as const,
};
