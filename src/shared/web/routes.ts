/** Paths the pages link to, in one place. */
export const paths = {
  home: '/',
  category: (category: string) => `/?category=${category}`,
  product: (urlKey: string) => `/product/${encodeURIComponent(urlKey)}`,
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  forgotPassword: '/customer/account/forgotpassword',
};

/** The pages the app serves, as router patterns: the browser's router and the server's 404 both read them. */
export const pageRoutes = {
  catalogue: '/',
  product: '/product/:urlKey',
  cart: '/checkout/cart',
  checkout: '/checkout',
  success: '/checkout/onepage/success',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
} as const;

const pageMatchers = Object.values(pageRoutes).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether a path is one of the app's pages (matched like the router: any case, trailing slash allowed). */
export function isPagePath(pathname: string): boolean {
  return pageMatchers.some((matcher) => matcher.test(pathname));
}

/** Where to go after logging in: only a path on this site, never another origin. */
export function safeReferer(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathFor(referer: string): string {
  return `${paths.login}?referer=${encodeURIComponent(referer)}`;
}
