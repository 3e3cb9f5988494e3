/**
 * Query-key factories: one place decides how server state is cached, so a mutation can invalidate
 * exactly what it changed (everything under a cart scope, for instance) without guessing keys.
 */
export type CartScope = 'mine' | `guest:${string}` | 'none';

export const sessionKeys = {
  all: ['session'] as const,
};

export const productKeys = {
  all: ['products'] as const,
  list: (category: string | null) => ['products', 'list', category ?? 'all'] as const,
  detail: (urlKey: string) => ['products', 'detail', urlKey] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  scope: (scope: CartScope) => ['cart', scope] as const,
  detail: (scope: CartScope) => ['cart', scope, 'detail'] as const,
  totals: (scope: CartScope) => ['cart', scope, 'totals'] as const,
  paymentInformation: (scope: CartScope) => ['cart', scope, 'payment-information'] as const,
  shippingRates: (scope: CartScope, countryId: string) => ['cart', scope, 'shipping-rates', countryId] as const,
  /** GET {cart}/coupon-captcha: a fresh challenge on every call, so never cached for long. */
  couponCaptcha: (scope: CartScope) => ['cart', scope, 'coupon-captcha'] as const,
  /** The customer's quote id from POST carts/mine; gone with the cart queries after an order. */
  customerCartId: () => ['cart', 'mine', 'quote-id'] as const,
};

export const customerKeys = {
  all: ['customer'] as const,
  me: () => ['customer', 'me'] as const,
  emailAvailable: (email: string) => ['customer', 'email-available', email] as const,
};
