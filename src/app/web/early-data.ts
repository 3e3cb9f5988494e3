// The page's first API calls, asked for with <link rel="preload"> by a script of a few hundred bytes that
// runs before the app's own (about 120 KB) has downloaded: the app's identical requests then find their
// answers under way or already in, instead of starting a round trip only once the app has run.
// It imports nothing (it is its own file, see vite.config.ts), so it repeats a few of the app's rules:
// router.test.tsx holds that every address it names is one the app asks for on that page.

const STORE_CODE_PATTERN = /^[a-z0-9_]{1,32}$/;

/** The store the app will talk to (src/shared/web/api/client.ts): `___store`, else the `store` cookie. */
function storeCode(url: URL): string {
  const asked = url.searchParams.get('___store');
  if (asked !== null) return STORE_CODE_PATTERN.test(asked) ? asked : 'default';
  const saved = document.cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === 'store')?.[1];
  return saved && STORE_CODE_PATTERN.test(saved) ? saved : 'default';
}

/** The guest's cart id (src/shared/web/cart/guest-cart-id.ts); a customer's cart is known only from the session. */
function guestCartId(store: string): string | null {
  try {
    return localStorage.getItem(store === 'default' ? 'shop.guestCartId' : `shop.guestCartId.${store}`);
  } catch {
    return null;
  }
}

/**
 * The REST paths (after /rest/{store}/V1/) the page at `url` asks for first: what the router reads ahead,
 * and the store's money format (src/shared/web/ui/price.tsx) where the page shows prices.
 */
export function firstDataPaths(url: URL, store: string, guestCart: string | null): string[] {
  const page = url.pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const cart = guestCart ? `guest-carts/${guestCart}` : null;
  const moneyFormat = `store/storeConfigs?storeCodes[]=${store}`;
  // A category shelf is left to the app, which knows the categories.
  if (page === '/') return url.searchParams.has('category') ? [moneyFormat] : ['products?searchCriteria[pageSize]=50', moneyFormat];
  const product = /^\/product\/([^/]+)\/?$/i.exec(url.pathname);
  if (product) {
    try {
      return [`products-by-url-key/${encodeURIComponent(decodeURIComponent(product[1]))}`, moneyFormat];
    } catch {
      return [];
    }
  }
  if (page === '/checkout/cart') return cart ? [`${cart}/cart-data`, moneyFormat] : [];
  if (page === '/checkout') {
    // The delivery methods' pickup and service point settings matter only where the step shows, with a cart.
    const cartCalls = cart ? [`${cart}/cart-data`, `${cart}/payment-information`, `${cart}/age-verification`, 'colissimoPickup/config', 'parcel-shops/config', moneyFormat] : [];
    return [...cartCalls, 'directory/countries', 'checkout/config', 'address-finder/config'];
  }
  return [];
}

/**
 * The store list of the footer's switcher, on every page (src/shared/web/layout/store-switch.tsx): always
 * asked of the default store. Asked for here, it is in before the app has run, instead of starting while
 * the page's own content draws.
 */
export const STORE_VIEWS_PATH = '/rest/default/V1/store/storeViews';

function preloadFirstData(): void {
  const url = new URL(location.href);
  const store = storeCode(url);
  const paths = [...firstDataPaths(url, store, guestCartId(store)).map((path) => `/rest/${store}/V1/${path}`), STORE_VIEWS_PATH];
  for (const path of paths) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // As the app's fetch() asks (same-origin credentials): only then does it take the preloaded answer.
    link.crossOrigin = 'anonymous';
    link.href = path;
    document.head.append(link);
  }
}

if (typeof document !== 'undefined') preloadFirstData();
