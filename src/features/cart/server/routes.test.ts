import { eq } from 'drizzle-orm';
import { cartItems, products } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { REST, newGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';

const QTY_MESSAGE = 'Please enter a quantity greater than 0.';

describe('guest cart API', () => {
  let t: TestApp;
  let cartId: string;
  const client = () => shopClient(t);
  const items = () =>
    client()
      .get(`guest-carts/${cartId}`)
      .then((r) => r.json().items);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    cartId = await newGuestCart(t);
  });

  it('creates a cart with a 32-character unguessable masked id, returned as a JSON string', async () => {
    const res = await client().post('guest-carts');
    expect(res.headers['content-type']).toContain('application/json');
    const id = JSON.parse(res.body);
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(id).not.toBe(cartId);
  });

  it('adds one-time and subscription lines, merging repeats of the same option', async () => {
    const add = (qty: number, option?: object) =>
      client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty, quote_id: cartId, product_option: option } });
    const first = await add(2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sku: 'EPOD-CRISP-MINT-12', qty: 2, price: 5.99, quote_id: cartId });
    await add(1);
    const sub = (await add(3, subscription(1))).json();
    expect(sub.product_option.extension_attributes.subscription_option).toEqual({ create_new_subscription_at_checkout: true, interval: 1 });
    const lines = await items();
    expect(lines.map((l: { qty: number }) => l.qty)).toEqual([3, 3]);
    const cart = (await client().get(`guest-carts/${cartId}`)).json();
    expect(cart.items_qty).toBe(6);
    expect(cart.extension_attributes.data_id).toBeGreaterThan(1);
  });

  it('changes a quantity, switches a line to a subscription and removes a line', async () => {
    const { item_id } = (await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-DARK-CHERRY-6', qty: 1 } })).json();
    const updated = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 4, quote_id: cartId } });
    expect(updated.json().qty).toBe(4);
    const switched = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 4, product_option: subscription(1) } });
    expect(switched.json().product_option.extension_attributes.subscription_option.create_new_subscription_at_checkout).toBe(true);
    const removed = await client().delete(`guest-carts/${cartId}/items/${switched.json().item_id}`);
    expect(removed.json()).toBe(true);
    expect(await items()).toEqual([]);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['not a number', 'abc'],
  ])('refuses a %s quantity with 400 and changes nothing', async (_label, qty) => {
    const res = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QTY_MESSAGE);
    expect(await items()).toEqual([]);
  });

  it('refuses a quantity update to 0 and leaves the line as it was', async () => {
    const { item_id } = (await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } })).json();
    const res = await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QTY_MESSAGE);
    expect((await items())[0].qty).toBe(2);
  });

  it('refuses more than is in stock and more than the most one may buy', async () => {
    const res = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-MANGO-ICE-18', qty: 101 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The maximum you may purchase is %1.', parameters: [100] });
    const tooMany = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'SAMPLE-EPOD-TRIO', qty: 2 } });
    expect(tooMany.json()).toEqual({ message: 'The maximum you may purchase is %1.', parameters: [1] });
    await t.database.db.update(products).set({ qty: 3 }).where(eq(products.sku, 'EPOD-DARK-CHERRY-6'));
    const stock = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-DARK-CHERRY-6', qty: 4 } });
    expect(stock.statusCode).toBe(400);
    expect(stock.json().message).toBe('The requested qty is not available');
    expect(await items()).toEqual([]);
  });

  it('answers 404 for an unknown sku, cart or item, with Magento messages', async () => {
    const sku = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } });
    expect(sku.statusCode).toBe(404);
    expect(sku.json().message).toBe("The product that was requested doesn't exist. Verify the product and try again.");
    for (const badId of ['0123456789abcdef0123456789abcdef', 'short', "x' or 1=1 --"]) {
      const res = await client().get(`guest-carts/${encodeURIComponent(badId)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: badId } });
    }
    const item = await client().delete(`guest-carts/${cartId}/items/999999`);
    expect(item.statusCode).toBe(404);
    expect(item.json().parameters).toEqual({ fieldName: 'itemId', fieldValue: 999999 });
  });

  it('refuses a subscription for a product that has none', async () => {
    const res = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1, product_option: subscription(1) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This product cannot be bought as a subscription.');
    const interval = await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, product_option: subscription(5) } });
    expect(interval.json()).toEqual({ message: 'The subscription interval %1 is not available for this product.', parameters: [5] });
  });

  it('answers malformed, missing, oversized and wrongly typed input with a 400, never a 500', async () => {
    const url = `${REST}/guest-carts/${cartId}/items`;
    const send = (payload: string) => t.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    const malformed = await send('{"cartItem": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const missing = await send('{"cartItem": {"qty": 1}}');
    expect(missing.json()).toEqual({ message: 'This is a required field.', parameters: { fieldName: 'cartItem.sku' } });
    const nullQty = await send(JSON.stringify({ cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: null } }));
    expect(nullQty.json()).toEqual({ message: 'This is a required field.', parameters: { fieldName: 'cartItem.qty' } });
    const long = await send(JSON.stringify({ cartItem: { sku: 'x'.repeat(65), qty: 1 } }));
    expect(long.json()).toEqual({ message: 'Please enter less or equal than 64 symbols.', parameters: { fieldName: 'cartItem.sku' } });
    const huge = await send(JSON.stringify({ cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, padding: 'x'.repeat(70_000) } }));
    expect(huge.statusCode).toBe(413);
    const array = await send('[1,2,3]');
    expect(array.statusCode).toBe(400);
    const lines = await t.database.db.select().from(cartItems).where(eq(cartItems.qty, 1));
    expect(lines).toEqual([]);
  });

  it('keeps carts apart: a cart id from another store is not found', async () => {
    const res = await t.request({ method: 'GET', url: `/rest/nowhere/V1/guest-carts/${cartId}` });
    expect(res.statusCode).toBe(404);
  });
});
