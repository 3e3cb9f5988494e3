import { customerToken, newGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { INVALID_FORM_KEY, JANE, JOHN, NO_SUCH_ENTITY, SIGN_IN_INCORRECT, browser, linesOf, closeTestApp } from './testing';

const MINT = 'EPOD-CRISP-MINT-12';
const TOBACCO = 'EPOD-GOLDEN-TOBACCO-18';
const CABLE = 'ACC-USBC-CABLE';

describe.skipIf(postgresSkipReason)('guest cart merge at login (customer/ajax/login with guest_cart_id)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeTestApp(t));

  async function guestCartWith(items: { sku: string; qty: number; product_option?: unknown }[]): Promise<string> {
    const cartId = await newGuestCart(t);
    for (const item of items) {
      const res = await shopClient(t).post(`guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return cartId;
  }

  async function customerCartWith(token: string, items: { sku: string; qty: number; product_option?: unknown }[]) {
    const client = shopClient(t, { token });
    const quoteId = (await client.post('carts/mine')).json();
    for (const item of items) {
      const res = await client.post('carts/mine/items', { cartItem: { ...item, quote_id: String(quoteId) } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return quoteId as number;
  }

  const expectGuestCartGone = async (cartId: string) => {
    const gone = await shopClient(t).get(`guest-carts/${cartId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'cartId', fieldValue: cartId } });
    const add = await shopClient(t).post(`guest-carts/${cartId}/items`, { cartItem: { sku: CABLE, qty: 1, quote_id: cartId } });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'cartId', fieldValue: cartId } });
  };

  it('adds the guest lines to the customer cart: same product and option add up, other lines join, nothing is lost', async () => {
    const token = await customerToken(t, JANE);
    const quoteId = await customerCartWith(token, [
      { sku: MINT, qty: 2, product_option: subscription(1) },
      { sku: CABLE, qty: 1 },
    ]);
    const guestCartId = await guestCartWith([
      { sku: MINT, qty: 1 },
      { sku: MINT, qty: 3, product_option: subscription(1) },
    ]);

    const tab = browser(t);
    await tab.load();
    const res = await tab.login(JANE, { guest_cart_id: guestCartId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errors: false, message: 'Login successful.' });

    const cart = (await shopClient(t, { token }).get('carts/mine')).json();
    expect(cart.id).toBe(quoteId);
    expect(linesOf(cart)).toEqual([
      { sku: CABLE, qty: 1, subscription: false },
      { sku: MINT, qty: 1, subscription: false },
      { sku: MINT, qty: 5, subscription: true },
    ]);
    expect(cart.items_qty).toBe(7);
    const sub = cart.items.find((i: { sku: string; qty: number }) => i.sku === MINT && i.qty === 5);
    expect(sub.product_option.extension_attributes.subscription_option).toEqual({ create_new_subscription_at_checkout: true, interval: 1 });

    // The new session sees the same merged cart.
    await tab.load();
    expect(linesOf((await tab.send('GET', 'carts/mine')).json())).toEqual(linesOf(cart));
    await expectGuestCartGone(guestCartId);
  });

  it('creates the customer cart from the guest cart when the customer has none', async () => {
    const guestCartId = await guestCartWith([
      { sku: TOBACCO, qty: 2 },
      { sku: TOBACCO, qty: 4, product_option: subscription(1) },
    ]);
    const tab = browser(t);
    await tab.load();
    expect((await tab.login(JOHN, { guest_cart_id: guestCartId })).statusCode).toBe(200);

    const cart = (await shopClient(t, { token: await customerToken(t, JOHN) }).get('carts/mine')).json();
    expect(cart.customer_is_guest).toBe(false);
    expect(linesOf(cart)).toEqual([
      { sku: TOBACCO, qty: 2, subscription: false },
      { sku: TOBACCO, qty: 4, subscription: true },
    ]);
    await expectGuestCartGone(guestCartId);
  });

  it.each([
    ['a missing form key', { formKey: null }, JANE, 403, { message: INVALID_FORM_KEY, parameters: [] }],
    ['a wrong password', {}, { email: JANE.email, password: 'Not-Janes-1' }, 401, { message: SIGN_IN_INCORRECT, parameters: [] }],
  ])('leaves the guest cart alone when the login fails with %s', async (_case, options, who, status, body) => {
    const token = await customerToken(t, JANE);
    const before = linesOf((await shopClient(t, { token }).get('carts/mine')).json());
    const guestCartId = await guestCartWith([{ sku: CABLE, qty: 2 }]);
    const tab = browser(t);
    await tab.load();
    const res = await tab.login(who, { guest_cart_id: guestCartId }, options);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);

    const guest = await shopClient(t).get(`guest-carts/${guestCartId}`);
    expect(guest.statusCode).toBe(200);
    expect(linesOf(guest.json())).toEqual([{ sku: CABLE, qty: 2, subscription: false }]);
    expect(linesOf((await shopClient(t, { token }).get('carts/mine')).json())).toEqual(before);
  });

  it('refuses a malformed guest_cart_id with 400 and logs nobody in', async () => {
    const tab = browser(t);
    await tab.load();
    const res = await tab.login(JANE, { guest_cart_id: '1; drop table carts' });
    expect(res.statusCode).toBe(400);
    expect(res.json().parameters).toEqual({ fieldName: 'guest_cart_id' });
    expect((await tab.load()).json().customer).toBeNull();
  });

  it('refuses a guest_cart_id longer than 64 characters with 400 and logs nobody in', async () => {
    const tab = browser(t);
    await tab.load();
    const res = await tab.login(JANE, { guest_cart_id: 'a'.repeat(65) });
    expect(res.statusCode).toBe(400);
    expect(res.json().parameters).toEqual({ fieldName: 'guest_cart_id' });
    expect((await tab.load()).json().customer).toBeNull();
  });
});
