/** The pages the app serves, as router patterns: the browser's router and the server's 404 both read them. */
export const pageRoutes = {
  catalogue: '/',
  product: '/product/:urlKey',
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  forgotPassword: '/customer/account/forgotpassword',
  /** Magento's vault page: the customer's saved cards. */
  storedPaymentMethods: '/vault/cards/listaction',
} as const;

const pageMatchers = Object.values(pageRoutes).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether a path is one of the app's pages (matched like the router: any case, trailing slash allowed). */
export function isPagePath(pathname: string): boolean {
  return pageMatchers.some((matcher) => matcher.test(pathname));
}
