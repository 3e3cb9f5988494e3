/** The pages the app serves, as router patterns: the browser's router and the server's 404 both read them. */
export const pageRoutes = {
  catalogue: '/',
  product: '/product/:urlKey',
  /** Magento's search results page (`?q=…`). */
  catalogSearch: '/catalogsearch/result',
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  /** Spec 001 §2: the About You crumb's route, the create-account page that returns to the checkout. */
  checkoutRegister: '/checkout/register',
  forgotPassword: '/customer/account/forgotpassword',
  /** The reset e-mail's link (`?token=…`): sets a new password. */
  createPassword: '/customer/account/createPassword',
  /** My account (Magento's paths): the dashboard, account details, address book, orders and newsletter. */
  account: '/customer/account',
  accountEdit: '/customer/account/edit',
  addressBook: '/customer/address',
  addressNew: '/customer/address/new',
  addressEdit: '/customer/address/edit/id/:addressId',
  orderHistory: '/sales/order/history',
  orderView: '/sales/order/view/order_id/:orderId',
  newsletter: '/newsletter/manage',
  /** The customer's subscriptions: change, skip, pause, resume, cancel. */
  subscriptions: '/customer/account/subscriptions',
  /** Magento's vault page: the customer's saved cards. */
  storedPaymentMethods: '/vault/cards/listaction',
  /** Back from PayPal unpaid: the basket found again, then the payment step. */
  paypalExpressBack: '/paypal/express/back',
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

/** Not shown in the spec: Magento's longest content identifier (the column's 100 characters). */
export const CONTENT_IDENTIFIER_MAX_LENGTH = 100;

/**
 * A content page's identifier is a slug: letters, digits, '-' and '_', starting with a letter or digit
 * (Magento's URL key rule). Only such paths can be content pages.
 */
const CONTENT_IDENTIFIER = /^[a-z0-9][a-z0-9_-]*$/i;

/** The identifier a path names when it can only be a content page ('/drop-the-pod' → 'drop-the-pod'), else null. */
export function contentPageIdentifier(pathname: string): string | null {
  if (!isContentPagePath(pathname)) return null;
  let identifier: string;
  try {
    identifier = decodeURIComponent(pathname.replace(/^\/|\/$/g, ''));
  } catch {
    return null;
  }
  return identifier.length <= CONTENT_IDENTIFIER_MAX_LENGTH && CONTENT_IDENTIFIER.test(identifier) ? identifier : null;
}
