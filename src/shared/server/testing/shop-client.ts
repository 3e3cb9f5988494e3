import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

export const REST = '/rest/default/V1';

export const UK_ADDRESS = {
  firstname: 'Amy',
  lastname: 'Pond',
  street: ['12 High Street'],
  city: 'Gloucester',
  postcode: 'GL1 1AA',
  country_id: 'GB',
  telephone: '+447400123456',
  email: 'amy.pond@example.com',
};

export const DEMO_CUSTOMER = { email: 'jane.doe@example.com', password: 'Password123!' };

/** A small client for route tests: speaks the REST API as a storefront or API client would. */
export function shopClient(t: TestApp, auth: { token?: string } = {}) {
  const headers = (): Record<string, string> => (auth.token ? { authorization: `Bearer ${auth.token}` } : {});
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.request({ method, url: url.startsWith('/') ? url : `${REST}/${url}`, payload: payload as object, headers: headers() });
  return {
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export async function newGuestCart(t: TestApp): Promise<string> {
  const res = await shopClient(t).post('guest-carts');
  return res.json() as string;
}

export async function customerToken(t: TestApp, who = DEMO_CUSTOMER): Promise<string> {
  const res = await shopClient(t).post('integration/customer/token', { username: who.email, password: who.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json() as string;
}

export function subscription(interval = 1) {
  return { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval } } };
}

/** Fills a guest cart and takes it to the point where the order can be placed. */
export async function readyGuestCart(t: TestApp, items: { sku: string; qty: number }[], method = 'flatrate'): Promise<string> {
  const cartId = await newGuestCart(t);
  const client = shopClient(t);
  for (const item of items) {
    const res = await client.post(`guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } });
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`);
  }
  const res = await client.post(`guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: method, shipping_method_code: method },
  });
  if (res.statusCode !== 200) throw new Error(`shipping failed: ${res.body}`);
  return cartId;
}
