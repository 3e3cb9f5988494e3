// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartRef } from '../../cart/web/cart-scope';
import { prefetchFirstRates } from './first-rates';
import { rateAddress, shippingRatesQuery } from './shipping-rates';

const guest: CartRef = { scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true };
const customer: CartRef = { scope: 'mine', path: 'carts/mine', isCustomer: true, ready: true };
const RATES = [{ carrier_code: 'flatrate', method_code: 'flatrate', amount: 3.99, available: true }];
const COUNTRIES = [
  { id: 'FR', full_name_english: 'France', extension_attributes: { is_default: false } },
  { id: 'GB', full_name_english: 'United Kingdom', extension_attributes: { is_default: true } },
];

/** The shop as these calls meet it; each request is noted with its method and body. */
function stubShop(details: object = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://shop.test').pathname;
      requests.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = path.endsWith('/payment-information') ? details : path.endsWith('/directory/countries') ? COUNTRIES : RATES;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

const estimates = <T extends { path: string }>(requests: T[]) => requests.filter((r) => r.path.endsWith('/estimate-shipping-methods'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("a guest's first delivery methods, read ahead with the checkout's data", () => {
  it("asks for the store's default country, under the key the shipping step reads", async () => {
    const requests = stubShop();
    const queryClient = new QueryClient();
    await prefetchFirstRates(queryClient, guest);
    expect(estimates(requests)).toEqual([{ method: 'POST', path: '/rest/default/V1/guest-carts/abc/estimate-shipping-methods', body: { address: { country_id: 'GB' } } }]);
    expect(queryClient.getQueryData(shippingRatesQuery(guest, rateAddress({ countryId: 'GB' })).queryKey)).toEqual(RATES);
  });

  it('asks for the address the form starts from: the one the shopper typed before (the draft)', async () => {
    sessionStorage.setItem('shop.checkoutDraft', JSON.stringify({ address: { country_id: 'FR', postcode: ' 75001 ', city: 'Paris', street: ['', ''] } }));
    const requests = stubShop();
    const queryClient = new QueryClient();
    await prefetchFirstRates(queryClient, guest);
    expect(estimates(requests).map((r) => r.body)).toEqual([{ address: { country_id: 'FR', postcode: '75001', city: 'Paris' } }]);
    expect(queryClient.getQueryData(shippingRatesQuery(guest, rateAddress({ countryId: 'FR', postcode: '75001', city: 'Paris' })).queryKey)).toEqual(RATES);
  });

  it("leaves a customer's and a gift registry order's methods to the step", async () => {
    const requests = stubShop();
    await prefetchFirstRates(new QueryClient(), customer);
    sessionStorage.setItem('shop.checkoutDraft', JSON.stringify({ giftRegistry: { id: 3, name: 'Ann' } }));
    await prefetchFirstRates(new QueryClient(), guest);
    expect(estimates(requests)).toEqual([]);
  });
});
