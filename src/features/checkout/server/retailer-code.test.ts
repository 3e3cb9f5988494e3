import { eq } from 'drizzle-orm';
import { carts, orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { setStoreConfig } from '../../stores/server/testing';

const place = (retailerCode?: unknown) => ({
  email: 'amy.pond@example.com',
  paymentMethod: {
    method: 'cashondelivery',
    extension_attributes: { agreement_ids: [1], ...(retailerCode === undefined ? {} : { retailer_code: retailerCode }) },
  },
});

describe('retailer code (spec 002 §2, §3 retailerCode.enabled)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ordersOfCart = async (cartId: string) => {
    const [cart] = await t.database.db.select({ id: carts.id, isActive: carts.isActive }).from(carts).where(eq(carts.maskedId, cartId));
    return { open: cart.isActive, orders: await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id)) };
  };

  it('is offered in the checkout config where the store turns it on', async () => {
    expect((await shopClient(t).get('checkout/config')).json().retailerCode).toEqual({ enabled: true });
  });

  it('keeps the code with the order: GET order shows extension_attributes.retailer_code', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const placed = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, place(' shop42 '));
    expect(placed.statusCode).toBe(200);
    const order = (await shopClient(t).get(`guest-carts/${cartId}/order`)).json();
    expect(order.extension_attributes.retailer_code).toBe('SHOP42');
    expect((await ordersOfCart(cartId)).orders[0].retailerCode).toBe('SHOP42');
  });

  it('is optional: no code, an empty one or null leaves the order without one', async () => {
    for (const code of [undefined, '', null]) {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
      expect((await shopClient(t).post(`guest-carts/${cartId}/payment-information`, place(code))).statusCode).toBe(200);
      expect((await shopClient(t).get(`guest-carts/${cartId}/order`)).json().extension_attributes.retailer_code).toBeNull();
    }
  });

  it.each([
    ['too long', 'A'.repeat(21), { message: 'Please enter less or equal than %1 symbols.', parameters: { '1': 20 } }],
    ['far too long', 'A'.repeat(5000), { message: 'Please enter less or equal than %1 symbols.', parameters: { '1': 20 } }],
    [
      'with other characters',
      'SHOP-42',
      { message: 'Please use only letters (a-z or A-Z) or numbers (0-9) only in this field. No spaces or other characters are allowed.', parameters: [] },
    ],
  ])('refuses a code %s with the message, and writes no order', async (_label, code, answer) => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const res = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, place(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answer);
    expect(await ordersOfCart(cartId)).toEqual({ open: true, orders: [] });
  });

  it('is ignored where the store does not ask for one', async () => {
    const restore = await setStoreConfig(t.database.db, { 'checkout/retailer_code/enabled': '0' });
    try {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
      expect((await shopClient(t).post(`guest-carts/${cartId}/payment-information`, place('SHOP-42'))).statusCode).toBe(200);
      expect((await shopClient(t).get(`guest-carts/${cartId}/order`)).json().extension_attributes.retailer_code).toBeNull();
    } finally {
      await restore();
    }
  });
});
