import { eq } from 'drizzle-orm';
import { carts } from '../../../db/schema';
import { customerToken, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { JANE, JOHN, NO_SUCH_ENTITY, browser, linesOf, closeTestApp } from './testing';

const MINT = 'EPOD-CRISP-MINT-12';
const CABLE = 'ACC-USBC-CABLE';

describe.skipIf(postgresSkipReason)('isolation: a customer only ever reaches their own cart and addresses', () => {
  let t: TestApp;
  let jane: ReturnType<typeof shopClient>;
  let john: ReturnType<typeof shopClient>;
  let janeQuoteId: number;
  let janeItemId: number;

  beforeAll(async () => {
    t = await createTestApp();
    jane = shopClient(t, { token: await customerToken(t, JANE) });
    john = shopClient(t, { token: await customerToken(t, JOHN) });
    janeQuoteId = (await jane.post('carts/mine')).json();
    const added = await jane.post('carts/mine/items', { cartItem: { sku: MINT, qty: 3, quote_id: String(janeQuoteId) } });
    expect(added.statusCode).toBe(200);
    janeItemId = added.json().item_id;
  });
  afterAll(() => closeTestApp(t));

  const janeLines = async () => linesOf((await jane.get('carts/mine')).json());

  it("gives each customer their own carts/mine: John's is a different, empty cart", async () => {
    const johnQuoteId = (await john.post('carts/mine')).json();
    expect(johnQuoteId).not.toBe(janeQuoteId);
    const johnCart = (await john.get('carts/mine')).json();
    expect(johnCart.id).toBe(johnQuoteId);
    expect(johnCart.items).toEqual([]);
    const janeCart = (await jane.get('carts/mine')).json();
    expect(janeCart.id).toBe(janeQuoteId);
    expect(johnCart.customer.id).not.toBe(janeCart.customer.id);
    expect((await john.get('carts/mine/items')).json()).toEqual([]);
  });

  it("cannot change Jane's line through John's carts/mine, and Jane's cart stays as it was", async () => {
    const notFound = { message: NO_SUCH_ENTITY, parameters: { fieldName: 'itemId', fieldValue: janeItemId } };
    const update = await john.put(`carts/mine/items/${janeItemId}`, { cartItem: { qty: 9, quote_id: String(janeQuoteId) } });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual(notFound);
    const remove = await john.delete(`carts/mine/items/${janeItemId}`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual(notFound);
    // quote_id in the body names Jane's cart, but the line goes into John's own cart.
    const add = await john.post('carts/mine/items', { cartItem: { sku: CABLE, qty: 1, quote_id: String(janeQuoteId) } });
    expect(add.statusCode).toBe(200);
    expect(add.json().quote_id).not.toBe(String(janeQuoteId));
    expect(linesOf((await john.get('carts/mine')).json())).toEqual([{ sku: CABLE, qty: 1, subscription: false }]);
    expect(await janeLines()).toEqual([{ sku: MINT, qty: 3, subscription: false }]);
  });

  it("cannot reach Jane's cart as a guest cart, by number or by its internal masked id", async () => {
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, janeQuoteId));
    for (const id of [String(janeQuoteId), row.maskedId]) {
      const read = await shopClient(t).get(`guest-carts/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'cartId', fieldValue: id } });
      const write = await shopClient(t).post(`guest-carts/${id}/items`, { cartItem: { sku: CABLE, qty: 1, quote_id: id } });
      expect(write.statusCode).toBe(404);
    }
    expect(await janeLines()).toEqual([{ sku: MINT, qty: 3, subscription: false }]);
  });

  it("refuses John's saved address id in Jane's estimate-shipping-methods-by-address-id with 404, and accepts her own", async () => {
    const johnAddressId = (await john.get('customers/me')).json().addresses[0].id as number;
    const janeAddressId = (await jane.get('customers/me')).json().addresses[0].id as number;
    expect(johnAddressId).not.toBe(janeAddressId);

    const foreign = await jane.post('carts/mine/estimate-shipping-methods-by-address-id', { addressId: johnAddressId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: NO_SUCH_ENTITY, parameters: { fieldName: 'addressId', fieldValue: johnAddressId } });
    expect(foreign.body).not.toContain('Edinburgh');

    const own = await jane.post('carts/mine/estimate-shipping-methods-by-address-id', { addressId: janeAddressId });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((r: { carrier_code: string }) => r.carrier_code)).toContain('flatrate');
  });

  it("lets the bearer token decide whose cart it is, even with another customer's session cookie", async () => {
    const tab = browser(t);
    await tab.load();
    expect((await tab.login(JANE)).statusCode).toBe(200);
    await tab.load();
    const johnToken = await customerToken(t, JOHN);
    const res = await t.request({
      method: 'GET',
      url: '/rest/default/V1/carts/mine',
      headers: { authorization: `Bearer ${johnToken}`, cookie: `shop_session=${tab.state.cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.json())).toEqual([{ sku: CABLE, qty: 1, subscription: false }]);
    expect(linesOf((await tab.send('GET', 'carts/mine')).json())).toEqual([{ sku: MINT, qty: 3, subscription: false }]);
  });
});
