// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { sessionKeys } from '../../../shared/web/api/query-keys';
import { basketDataQuery } from './basket-data-query';
import { useCart } from './use-cart';

const GUEST = { scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true } as const;
const CART = { items: [{ item_id: 7, sku: 'MINT', qty: 2 }], items_qty: 2 };

function server(cartDataDelayMs: number) {
  const requested: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    requested.push(new URL(url, 'http://shop.test').pathname);
    if (url.endsWith('/cart-data')) {
      await new Promise((resolve) => setTimeout(resolve, cartDataDelayMs));
      return new Response(JSON.stringify({ items: [], cart: CART }), { status: 200 });
    }
    return new Response(JSON.stringify(CART), { status: 200 });
  });
  return { fetch, requested };
}

function renderCart(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCart(), { wrapper });
}

function shopperClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.all, { customer: null, form_key: 'key' });
  localStorage.setItem('shop.guestCartId', 'abc');
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the header's cart", () => {
  it('is taken from the basket data on its way, not asked for a second time', async () => {
    const { fetch, requested } = server(50);
    vi.stubGlobal('fetch', fetch);
    const client = shopperClient();
    void client.prefetchQuery(basketDataQuery(GUEST));
    const { result } = renderCart(client);
    await waitFor(() => expect(result.current.data).toEqual(CART));
    expect(requested).toEqual(['/rest/default/V1/guest-carts/abc/cart-data']);
  });

  it('is asked for on its own where no basket data is on its way', async () => {
    const { fetch, requested } = server(0);
    vi.stubGlobal('fetch', fetch);
    const { result } = renderCart(shopperClient());
    await waitFor(() => expect(result.current.data).toEqual(CART));
    expect(requested).toEqual(['/rest/default/V1/guest-carts/abc']);
  });
});
