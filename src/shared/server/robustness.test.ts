import { type TestApp, createTestApp } from './testing/test-app';
import { REST, customerToken, newGuestCart } from './testing/shop-client';

/** Whatever arrives from outside, the answer is never a 500. */
const garbage: unknown[] = [null, [], 'text', 12, true, {}, { cartItem: [] }, { address: 'x' }, { a: { b: { c: { d: {} } } } }, { __proto__: { admin: true } }];

const routes: [string, string][] = [
  ['POST', 'guest-carts/{cart}/items'],
  ['PUT', 'guest-carts/{cart}/items/1'],
  ['POST', 'guest-carts/{cart}/estimate-shipping-methods'],
  ['POST', 'guest-carts/{cart}/shipping-information'],
  ['POST', 'guest-carts/{cart}/set-payment-information'],
  ['POST', 'guest-carts/{cart}/set-payment-information-and-get-totals'],
  ['POST', 'guest-carts/{cart}/payment-information'],
  ['POST', 'guest-carts/{cart}/payment-information-custom'],
  ['POST', 'carts/mine/items'],
  ['POST', 'carts/mine/shipping-information'],
  ['POST', 'carts/mine/payment-information'],
  ['POST', 'carts/mine/payment-information-custom'],
  ['POST', 'carts/mine/estimate-shipping-methods-by-address-id'],
  ['POST', 'integration/customer/token'],
  ['POST', 'customers'],
  ['POST', 'customers/isEmailAvailable'],
];

describe('robustness', () => {
  let t: TestApp;
  let cart: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    cart = await newGuestCart(t);
    token = await customerToken(t);
    await t.request({ method: 'POST', url: `${REST}/carts/mine`, headers: { authorization: `Bearer ${token}` } });
  });
  afterAll(() => t.close());

  it.each(routes)('%s %s answers bad bodies with a 4xx and a message', async (method, path) => {
    for (const body of garbage) {
      const res = await t.request({
        method: method as 'POST',
        url: `${REST}/${path.replace('{cart}', cart)}`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers odd paths, methods and content types without a 500', async () => {
    const odd = [
      { method: 'GET', url: `${REST}/guest-carts/${'a'.repeat(5000)}` },
      { method: 'GET', url: `${REST}/products?searchCriteria[filter_groups][0][filters][0][field][x]=1` },
      { method: 'GET', url: `${REST}/products?searchCriteria[pageSize]=-1` },
      { method: 'GET', url: `${REST}/carts/mine/orders/abc` },
      { method: 'POST', url: `${REST}/guest-carts/${cart}/items`, payload: 'cartItem=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: `${REST}/guest-carts/${cart}/items`, payload: '<xml/>', headers: { 'content-type': 'text/xml' } },
      { method: 'PATCH', url: `${REST}/guest-carts/${cart}` },
      { method: 'GET', url: '/rest/%00/V1/products' },
    ] as const;
    for (const request of odd) {
      const res = await t.request(request as never);
      expect(res.statusCode, `${request.method} ${request.url} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/rest/{storeCode}/V1/guest-carts/{cartId}/items', '/rest/{storeCode}/V1/carts/mine/payment-information']),
    );
  });
});
