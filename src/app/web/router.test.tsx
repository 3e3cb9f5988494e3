// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { createShopRoutes, ShopPages } from './router';
import { STORE_VIEWS_PATH, cartDataPaths, storeDataPaths } from '../domain/first-data';

const PRODUCT = {
  id: 1,
  sku: 'EPOD2-KIT-BLUE',
  name: 'ePod 2 Device Kit – Blue',
  price: 9.99,
  custom_attributes: [
    { attribute_code: 'url_key', value: 'epod-2-blue' },
    { attribute_code: 'category', value: 'devices' },
  ],
};
const CART_LINE = { item_id: 7, sku: 'EPOD2-KIT-BLUE', qty: 1, name: 'ePod 2 Device Kit – Blue', price: 9.99 };

/** The server as the router meets it; `held` paths answer only when released, the rest at once. */
function fakeServer(held: string[]) {
  const requested: string[] = [];
  const releases = new Map<string, () => void>();
  const answer = (path: string): unknown => {
    if (path === '/customer/section/load') return { customer: null, form_key: 'key' };
    if (path.startsWith('/rest/default/V1/category-listing'))
      return {
        items: [PRODUCT],
        total_count: 1,
        current_page: 1,
        page_size: 24,
        aggregations: [{ attribute_code: 'category', options: [{ value: 'devices', count: 1, selected: false }] }],
      };
    if (path === '/rest/default/V1/guest-carts/abc') return { items: [CART_LINE], items_qty: 1 };
    return [];
  };
  const fetch = vi.fn(async (url: string) => {
    const path = decodeURIComponent(url);
    requested.push(path);
    const key = held.find((h) => path.includes(h));
    if (key) await new Promise<void>((resolve) => releases.set(key, resolve));
    return new Response(JSON.stringify(answer(path)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, requested, release: (key: string) => releases.get(key)?.() };
}

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ShopPages shop={createShopRoutes(queryClient)} />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pages load their code and first data together, behind a skeleton', () => {
  it('the catalogue asks for its products when the route matches and shows grey cards, not a bare "Loading…"', async () => {
    const server = fakeServer(['/category-listing']);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/');

    const busy = await screen.findByRole('status');
    expect(busy).toHaveProperty('textContent', 'Loading products…');
    expect(busy.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(server.requested).toContain('/rest/default/V1/category-listing');

    server.release('/category-listing');
    const shelf = await screen.findByRole('list', { name: 'All Products' }, { timeout: 10_000 });
    expect(within(shelf).getByRole('link', { name: 'ePod 2 Device Kit – Blue' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('a category link asks for that shelf only', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/?category=pods');
    await screen.findByRole('heading', { level: 1, name: 'Pods & Cartridges' });
    expect(server.requested).toContain('/rest/default/V1/category-listing?category=pods');
  });

  it("the checkout asks for the guest's basket data and payment details as the route matches, once each", async () => {
    localStorage.setItem('shop.guestCartId', 'abc');
    const server = fakeServer(['/payment-information']);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/checkout');

    const busy = await screen.findByRole('status');
    expect(busy).toHaveProperty('textContent', 'Loading checkout…');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    await vi.waitFor(() => expect(server.requested).toContain('/rest/default/V1/guest-carts/abc/payment-information'));
    expect(server.requested).toContain('/rest/default/V1/guest-carts/abc/cart-data');
    // One request each: the page's own queries found them already under way.
    expect(server.requested.filter((p) => p.endsWith('/payment-information'))).toHaveLength(1);
    expect(server.requested.filter((p) => p.endsWith('/cart-data'))).toHaveLength(1);
  });

  it('the basket of a shopper without a cart asks for no cart data', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/checkout/cart');
    // The basket page's code is large: it may take longer than a second to load in a test.
    await screen.findByText('You have no items in your shopping cart.', undefined, { timeout: 10_000 });
    expect(server.requested.filter((p) => p.includes('guest-carts'))).toEqual([]);
  });
});

/** Every REST path (after /rest/{store}/V1/) the page at `url` asks for first: the store's, and a guest cart's. */
const firstDataPaths = (url: URL, store: string, guestCart: string | null) => [
  ...cartDataPaths(url.pathname, store, guestCart),
  ...storeDataPaths(url.pathname, url.searchParams, store),
];

describe("the early-data script's preloads", () => {
  const MONEY_FORMAT = 'store/storeConfigs?storeCodes[]=default';
  // A preload the app does not ask for in the same words is a wasted request, and the app waits anyway.
  it.each([
    ['/', null],
    ['/product/epod-2-blue', null],
    ['/checkout/cart', 'abc'],
    ['/checkout', 'abc'],
    ['/checkout', null],
    ['/drop-the-pod', null],
  ])('on %s (guest cart %s) are requests the router makes', async (path, cart) => {
    if (cart) localStorage.setItem('shop.guestCartId', cart);
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt(path);
    // The money format is the price module's own request, asked once per page load (see the test below).
    const preloaded = firstDataPaths(new URL(path, 'http://shop.test'), 'default', cart)
      .filter((p) => p !== MONEY_FORMAT)
      .map((p) => decodeURIComponent(`/rest/default/V1/${p}`));
    expect(preloaded.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(server.requested).toEqual(expect.arrayContaining(preloaded)), { timeout: 10_000 });
  });

  it('the money format preloaded where prices show is the one the price module asks for', async () => {
    expect(firstDataPaths(new URL('http://shop.test/'), 'default', null)).toContain(MONEY_FORMAT);
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    vi.resetModules(); // a fresh page load: the module asks once per load
    const { Price } = await import('../../shared/web/ui/price');
    render(<Price value={1} />);
    await vi.waitFor(() => expect(server.requested).toContain(`/rest/default/V1/${MONEY_FORMAT}`));
  });

  it("on every page, the footer's store list is one the app asks for", async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/customer/account/login');
    await vi.waitFor(() => expect(server.requested).toContain(STORE_VIEWS_PATH), { timeout: 10_000 });
  });

  it("adds only the cart calls where the server wrote the store, and the store's calls with them, in the page", async () => {
    const preloads = async () => {
      document.head.innerHTML = '';
      vi.resetModules();
      await import('./early-data');
      return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
    };
    window.history.pushState({}, '', '/checkout');
    localStorage.setItem('shop.guestCartId', 'abc');
    const cartCalls = cartDataPaths('/checkout', 'default', 'abc').map((p) => `/rest/default/V1/${p}`);
    document.documentElement.dataset.store = 'default';
    try {
      expect(await preloads()).toEqual(cartCalls);
    } finally {
      delete document.documentElement.dataset.store;
    }
    const storeCalls = storeDataPaths('/checkout', new URLSearchParams(), 'default').map((p) => `/rest/default/V1/${p}`);
    expect(await preloads()).toEqual([...cartCalls, ...storeCalls, STORE_VIEWS_PATH]);
  });

  it('leaves a category shelf and the other pages to the app, but for the money format of the shelf', () => {
    expect(firstDataPaths(new URL('http://shop.test/?category=pods'), 'fr', null)).toEqual(['store/storeConfigs?storeCodes[]=fr']);
    expect(firstDataPaths(new URL('http://shop.test/customer/account/login'), 'default', 'abc')).toEqual([]);
    expect(firstDataPaths(new URL('http://shop.test/drop-the-pod'), 'default', 'abc')).toEqual(['cmsPage/drop-the-pod']);
    expect(firstDataPaths(new URL('http://shop.test/drop-the-pod.html'), 'default', null)).toEqual([]);
  });
});
