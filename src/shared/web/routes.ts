/** Paths the pages link to, in one place. */
export const paths = {
  home: '/',
  category: (category: string) => `/?category=${category}`,
  product: (urlKey: string) => `/product/${encodeURIComponent(urlKey)}`,
  searchResults: (query: string) => `/catalogsearch/result?${new URLSearchParams({ q: query })}`,
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  /** Spec 001 §2: the About You stage of the checkout. */
  checkoutRegister: '/checkout/register',
  forgotPassword: '/customer/account/forgotpassword',
  storedPaymentMethods: '/vault/cards/listaction',
  account: '/customer/account',
  accountEdit: '/customer/account/edit',
  addressBook: '/customer/address',
  addressNew: '/customer/address/new',
  addressEdit: (addressId: number) => `/customer/address/edit/id/${addressId}`,
  orderHistory: '/sales/order/history',
  orderView: (orderId: number) => `/sales/order/view/order_id/${orderId}`,
  newsletter: '/newsletter/manage',
  subscriptions: '/customer/account/subscriptions',
  /** Magento's page-not-found URL: no page lives here, so the server answers 404 with the not-found view. */
  notFound: '/no-route',
};

export { pageRoutes } from '../domain/page-routes';

/** Where to go after logging in: only a path on this site, never another origin. */
export function safeReferer(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathFor(referer: string): string {
  return `${paths.login}?referer=${encodeURIComponent(referer)}`;
}
