/**
 * The API calls a page makes first, so that they can be started before the app's script has arrived: the
 * server names those it can (the store's, in the page's HTML) and the early-data script those only the
 * browser can (a guest's cart, whose id it keeps). src/app/web/router.test.tsx holds that the app asks
 * for each of them in the same words.
 */

/** The store list of the footer's switcher, on every page: always asked of the default store. */
export const STORE_VIEWS_PATH = '/rest/default/V1/store/storeViews';

/** The store's money format, asked for by the price module where a page shows prices. */
const moneyFormat = (store: string) => `store/storeConfigs?storeCodes[]=${store}`;

const pageOf = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');
const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/i;
/**
 * page-routes.ts's content page rule, repeated (the early-data script may not share a module with the
 * app's script): one slug segment that is not one of the app's own one-segment pages. A test holds the two
 * to the same answers.
 */
const CONTENT_PAGE = /^\/([a-z0-9][a-z0-9_-]{0,99})\/?$/i;
const ONE_SEGMENT_PAGES = ['/checkout'];

/** The page's first calls that every shopper of the store makes, as REST paths after /rest/{store}/V1/. */
export function storeDataPaths(pathname: string, search: URLSearchParams, store: string): string[] {
  const page = pageOf(pathname);
  // A chosen category or filter is left to the app, which knows how a selection is written.
  if (page === '/') return search.toString() !== '' ? [moneyFormat(store)] : ['category-listing', moneyFormat(store)];
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    try {
      return [`products-by-url-key/${encodeURIComponent(decodeURIComponent(product[1]))}`, moneyFormat(store)];
    } catch {
      return [];
    }
  }
  if (page === '/checkout') return ['directory/countries', 'checkout/config', 'address-finder/config'];
  // A content page's own words (an unknown identifier's 404 is the page's answer too).
  const content = CONTENT_PAGE.exec(pathname);
  if (content && !ONE_SEGMENT_PAGES.includes(page)) return [`cmsPage/${content[1]}`];
  return [];
}

/** The page's first calls about a guest's cart (a customer's cart is known only from the session). */
export function cartDataPaths(pathname: string, store: string, guestCart: string | null): string[] {
  if (!guestCart) return [];
  const cart = `guest-carts/${guestCart}`;
  const page = pageOf(pathname);
  if (page === '/checkout/cart') return [`${cart}/cart-data`, moneyFormat(store)];
  // The delivery methods' pickup and service point settings matter only where the step shows, with a cart.
  if (page === '/checkout')
    return [
      `${cart}/cart-data`,
      `${cart}/payment-information`,
      `${cart}/age-verification`,
      'colissimoPickup/config',
      'parcel-shops/config',
      moneyFormat(store),
    ];
  return [];
}
