import { type TestApp, createTestApp } from './testing/test-app';
import { REST, UK_ADDRESS, newGuestCart, shopClient } from './testing/shop-client';

/** Written out here, not imported: the test fails when the wording drifts. */
const NOT_ALLOWED = { message: 'The request contains characters that are not allowed.', parameters: [] };

const MINT = 'EPOD-CRISP-MINT-12';

describe('the edge refuses NUL and unpaired surrogates on every route, and changes nothing', () => {
  let t: TestApp;
  let cart: string;
  beforeAll(async () => {
    t = await createTestApp();
    cart = await newGuestCart(t);
  });
  afterAll(() => t.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: string) =>
    t.request({ method, url: `${REST}/${url}`, payload, headers: { 'content-type': 'application/json' } });
  const cartNow = async () => (await shopClient(t).get(`guest-carts/${cart}`)).json();

  it('refuses a NUL in a SKU, escaped or raw, and the basket stays empty', async () => {
    for (const sku of [`${MINT}\\u0000`, `${MINT}\u0000`]) {
      const res = await json('POST', `guest-carts/${cart}/items`, `{"cartItem":{"sku":"${sku}","qty":1,"quote_id":"${cart}"}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_ALLOWED);
    }
    expect((await cartNow()).items).toEqual([]);
  });

  it('refuses a NUL in a street and a lone surrogate in a first name, and keeps the address unset', async () => {
    await shopClient(t).post(`guest-carts/${cart}/items`, { cartItem: { sku: MINT, qty: 1, quote_id: cart } });
    const before = await cartNow();
    const address = (changes: string) =>
      `{"addressInformation":{"shipping_address":${JSON.stringify(UK_ADDRESS).replace(/\}$/, `,${changes}}`)},"shipping_carrier_code":"flatrate","shipping_method_code":"flatrate"}}`;
    for (const changes of ['"street":["12 High\\u0000 Street"]', '"firstname":"\\ud800"', '"firstname":"Amy\\udc00"', '"lastname":"\\udbff\\udbff"']) {
      const res = await json('POST', `guest-carts/${cart}/shipping-information`, address(changes));
      expect(res.statusCode, changes).toBe(400);
      expect(res.json()).toEqual(NOT_ALLOWED);
    }
    expect(await cartNow()).toEqual(before);
    // A well-formed pair (an emoji) is not refused.
    const emoji = await json('POST', `guest-carts/${cart}/shipping-information`, address('"firstname":"Amy \\ud83d\\ude00"'));
    expect(emoji.statusCode).not.toBe(500);
    expect(emoji.json()).not.toEqual(NOT_ALLOWED);
  });

  it('refuses a NUL in a JSON key', async () => {
    const res = await json('POST', `guest-carts/${cart}/items`, `{"cartItem":{"sku":"${MINT}","qty":1,"quote_id":"${cart}","x\\u0000":1}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_ALLOWED);
  });

  it('refuses %00 in a coupon code in the path, and no coupon is applied', async () => {
    const before = await cartNow();
    for (const code of ['SAVE5%00', '%00', 'SAV%00E5']) {
      const res = await t.request({ method: 'PUT', url: `${REST}/guest-carts/${cart}/coupons/${code}` });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual(NOT_ALLOWED);
    }
    expect(await cartNow()).toEqual(before);
    expect((await shopClient(t).get(`guest-carts/${cart}/coupons`)).json()).not.toBe('SAVE5');
  });

  it('refuses %00 in a product URL key, a store code and a query string', async () => {
    for (const url of [
      `${REST}/products-by-url-key/epod-2%00`,
      '/rest/%00/V1/products',
      `${REST}/products?searchCriteria[filter_groups][0][filters][0][value]=a%00b`,
      `${REST}/products?x=%00`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(NOT_ALLOWED);
    }
  });

  it('refuses a registration with a NUL in the name, and no account is created', async () => {
    const email = 'nul.edge@example.com';
    const res = await json('POST', 'customers', JSON.stringify({ customer: { email, firstname: 'Amy\u0000', lastname: 'Pond' }, password: 'Password123!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_ALLOWED);
    expect((await shopClient(t).post('customers/isEmailAvailable', { customerEmail: email })).json()).toBe(true);
  });
});

describe("Fastify's own refusals answer in the shop's {message, parameters} shape", () => {
  let t: TestApp;
  let cart: string;
  beforeAll(async () => {
    t = await createTestApp();
    cart = await newGuestCart(t);
  });
  afterAll(() => t.close());

  it('a path segment too long: 414', async () => {
    const res = await t.request({ method: 'GET', url: `${REST}/guest-carts/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The request address is too long.', parameters: [] });
  });

  it('a malformed percent-encoding: 400', async () => {
    for (const url of [`${REST}/guest-carts/%E0%A4%A`, `${REST}/guest-carts/%ED%A0%80/items`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'The request address is not valid.', parameters: [] });
    }
  });

  it('a body that is not JSON: 415', async () => {
    for (const type of ['text/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.request({ method: 'POST', url: `${REST}/guest-carts/${cart}/items`, payload: 'cartItem=1', headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: 'The request body must be JSON (Content-Type: application/json).', parameters: [] });
    }
  });

  it('a body over 64 KB: 413, and the basket stays empty', async () => {
    const payload = JSON.stringify({ cartItem: { sku: MINT, qty: 1, quote_id: cart, padding: 'x'.repeat(70_000) } });
    const res = await t.request({ method: 'POST', url: `${REST}/guest-carts/${cart}/items`, payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', parameters: [] });
    expect((await shopClient(t).get(`guest-carts/${cart}`)).json().items).toEqual([]);
  });

  it('a body that is not valid JSON: 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${REST}/guest-carts/${cart}/items`,
      payload: '{"cartItem":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', parameters: [] });
  });
});

describe('the edge refuses a body nested too deeply before any validator reads it, and changes nothing', () => {
  let t: TestApp;
  let cart: string;
  beforeAll(async () => {
    t = await createTestApp();
    cart = await newGuestCart(t);
  });
  afterAll(() => t.close());

  const TOO_DEEP = { message: 'The request body is nested too deeply.', parameters: [] };
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('answers 400 for 5,000 brackets in a numeric id on the routes that read one, and the basket stays empty', async () => {
    const calls: [string, string, string][] = [
      ['POST', `guest-carts/${cart}/items`, `{"cartItem":{"sku":"${MINT}","qty":1,"quote_id":"${cart}","item_id":${nested(5000)}}}`],
      ['PUT', `guest-carts/${cart}/items/1`, `{"cartItem":{"qty":${nested(5000)}}}`],
      ['POST', `guest-carts/${cart}/estimate-shipping-methods`, `{"address":{"country_id":"GB","region_id":${nested(5000)}}}`],
      ['POST', `guest-carts/${cart}/payment-information`, `{"paymentMethod":{"method":"checkmo","additional_data":${nested(5000)}}}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method: method as 'POST' | 'PUT', url: `${REST}/${url}`, payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(TOO_DEEP);
    }
    expect((await shopClient(t).get(`guest-carts/${cart}`)).json().items).toEqual([]);
  });

  it('counts only brackets outside strings: a text full of brackets is read as any text', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${REST}/guest-carts/${cart}/items`,
      payload: `{"cartItem":{"sku":"${'['.repeat(40)}\\"[","qty":1,"quote_id":"${cart}"}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("The product that was requested doesn't exist. Verify the product and try again.");
  });

  it('an array where a number belongs is named by its kind in the type message', async () => {
    const res = await shopClient(t).put(`guest-carts/${cart}/items/1`, { cartItem: { qty: 1, item_id: [[1]] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The "Array" value\'s type is invalid. The "int" type was expected. Verify and try again.');
  });
});
