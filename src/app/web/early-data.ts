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

/** The REST paths (after /rest/{store}/V1/) the router reads ahead for the page at `url`. */
export function firstDataPaths(url: URL, store: string, guestCart: string | null): string[] {
  const page = url.pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const cart = guestCart ? `guest-carts/${guestCart}` : null;
  // A category shelf is left to the app, which knows the categories.
  if (page === '/') return url.searchParams.has('category') ? [] : ['products?searchCriteria[pageSize]=50'];
  const product = /^\/product\/([^/]+)\/?$/i.exec(url.pathname);
  if (product) {
    try {
      return [`products-by-url-key/${encodeURIComponent(decodeURIComponent(product[1]))}`];
    } catch {
      return [];
    }
  }
  if (page === '/checkout/cart') return cart ? [`${cart}/cart-data`] : [];
  if (page === '/checkout') {
    // The delivery methods' pickup and service point settings matter only where the step shows, with a cart.
    const cartCalls = cart ? [`${cart}/cart-data`, `${cart}/payment-information`, `${cart}/age-verification`, 'colissimoPickup/config', 'parcel-shops/config'] : [];
    return [...cartCalls, 'directory/countries', 'checkout/config', 'address-finder/config'];
  }
  return [];
}

function preloadFirstData(): void {
  const url = new URL(location.href);
  const store = storeCode(url);
  for (const path of firstDataPaths(url, store, guestCartId(store))) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // As the app's fetch() asks (same-origin credentials): only then does it take the preloaded answer.
    link.crossOrigin = 'anonymous';
    link.href = `/rest/${store}/V1/${path}`;
    document.head.append(link);
  }
}

if (typeof document !== 'undefined') preloadFirstData();
