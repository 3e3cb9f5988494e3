// The page's first API calls, asked for with <link rel="preload"> by a script of a few hundred bytes that
// runs before the app's own (about 105 KB compressed) has downloaded: the app's identical requests then
// find their answers under way or already in, instead of starting a round trip only once the app has run.
// The server names the store's calls in the page itself (and the store, as `data-store` on <html>); this
// script adds a guest's cart calls, whose id only the browser keeps, and all of them where the page came
// without (the development server). It is its own file (see vite.config.ts), importing only the rule of
// which calls a page makes (app/domain/first-data.ts).
import { STORE_VIEWS_PATH, cartDataPaths, storeDataPaths } from '../domain/first-data';

// shared/domain/store-code.ts's pattern and rule, repeated: the app's script imports that module, and a
// module shared with it would make this script wait for the app's (the build refuses it, vite.config.ts).
const STORE_CODE_PATTERN = /^[a-z0-9_]{1,32}$/;

/**
 * The store the app will talk to (src/shared/web/api/client.ts): `___store`, else the store the server
 * wrote in the page, else the `store` cookie (reading a cookie waits on the browser's network process).
 */
function storeCode(url: URL, given: string | undefined): string {
  const asked = url.searchParams.get('___store');
  if (asked !== null && STORE_CODE_PATTERN.test(asked)) return asked;
  if (given !== undefined && STORE_CODE_PATTERN.test(given)) return given;
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

function preloadFirstData(): void {
  const url = new URL(location.href);
  const given = document.documentElement.dataset.store;
  const store = storeCode(url, given);
  const cart = cartDataPaths(url.pathname, store, guestCartId(store)).map((path) => `/rest/${store}/V1/${path}`);
  // Where the server wrote the store in the page, it named the store's calls there too.
  const storeCalls =
    given === undefined ? [...storeDataPaths(url.pathname, url.searchParams, store).map((path) => `/rest/${store}/V1/${path}`), STORE_VIEWS_PATH] : [];
  for (const path of [...cart, ...storeCalls]) {
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
