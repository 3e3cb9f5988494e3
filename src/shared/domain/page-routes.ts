/** The pages the app serves, as router patterns: the browser's router and the server's 404 both read them. */
export const pageRoutes = {
  catalogue: '/',
  product: '/product/:urlKey',
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  /** Spec 001 §2: the About You crumb's route, the create-account page that returns to the checkout. */
  checkoutRegister: '/checkout/register',
  forgotPassword: '/customer/account/forgotpassword',
  /** Magento's vault page: the customer's saved cards. */
  storedPaymentMethods: '/vault/cards/listaction',
  /**
   * A store's content page at its identifier ('/drop-the-pod'). Every other page wins over it (the
   * router ranks fixed segments first); the server answers 404 for an identifier the store has no page for.
   */
  cmsPage: '/:identifier',
} as const;

const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');
const pageMatchers = Object.values(pageRoutes).map(matcherOf);
const fixedPageMatchers = Object.entries(pageRoutes)
  .filter(([page]) => page !== 'cmsPage')
  .map(([, pattern]) => matcherOf(pattern));

/** Whether a path is one of the app's pages (matched like the router: any case, trailing slash allowed). */
export function isPagePath(pathname: string): boolean {
  return pageMatchers.some((matcher) => matcher.test(pathname));
}

/** Whether a path can only be a content page: one segment that none of the app's own pages takes. */
export function isContentPagePath(pathname: string): boolean {
  return matcherOf(pageRoutes.cmsPage).test(pathname) && !fixedPageMatchers.some((matcher) => matcher.test(pathname));
}
