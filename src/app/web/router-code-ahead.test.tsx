// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createShopRoutes } from './router';

const imported = vi.hoisted(() => vi.fn());
vi.mock('../../features/checkout/web/checkout-page', () => {
  imported();
  return { CheckoutPage: () => null };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("fetches the code of the page a path names, ahead of the shopper, and none of that page's data", async () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  localStorage.setItem('shop.guestCartId', 'abc');
  const shop = createShopRoutes(new QueryClient());

  shop.loadCode('/checkout');
  await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
  expect(fetch).not.toHaveBeenCalled();
  // Opening the page is what asks for its data.
  shop.start({ pathname: '/checkout', search: '' });
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
});
