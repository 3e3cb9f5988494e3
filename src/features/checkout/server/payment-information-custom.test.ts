import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

// Spec 002 §4, §7: payment-information-custom (the call of a step before the last one) places the
// order exactly as payment-information does: same body, same checks, same answer.
const PAYMENT = { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } };

describe('POST {cart}/payment-information-custom', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('places a guest order with cartId as the masked id, and a retry answers the same order', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const client = shopClient(t);
    const placed = await client.post(`guest-carts/${cartId}/payment-information-custom`, { cartId, email: 'custom.guest@example.com', paymentMethod: PAYMENT });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatch(/^\d+$/);
    const order = (await client.get(`guest-carts/${cartId}/order`)).json();
    expect(order).toMatchObject({ entity_id: Number(placed.json()), customer_email: 'custom.guest@example.com', grand_total: 17.47 });
    const again = await client.post(`guest-carts/${cartId}/payment-information`, { cartId, email: 'custom.guest@example.com', paymentMethod: PAYMENT });
    expect(again.json()).toBe(placed.json());
  });

  it('places a customer order with cartId as a number, then as text', async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    for (const asText of [false, true]) {
      const quoteId: number = (await client.post('carts/mine')).json();
      await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: quoteId } });
      await client.post('carts/mine/shipping-information', {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      const placed = await client.post('carts/mine/payment-information-custom', {
        cartId: asText ? String(quoteId) : quoteId,
        paymentMethod: PAYMENT,
        billingAddress: UK_ADDRESS,
      });
      expect(placed.statusCode).toBe(200);
      const order = (await client.get(`carts/mine/orders/${placed.json()}`)).json();
      expect(order).toMatchObject({ customer_email: 'jane.doe@example.com', billing_address: { city: 'Gloucester' } });
    }
  });

  it('refuses what payment-information refuses, with the same answer, and changes nothing', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    const bodies = [
      { email: 'not-an-email', paymentMethod: PAYMENT },
      { email: 'a@example.com', paymentMethod: { method: 'checkmo', extension_attributes: { agreement_ids: [1] } } },
      { email: 'a@example.com', paymentMethod: { method: 'cashondelivery' } },
      { email: 'a@example.com', cartId: 1.5, paymentMethod: PAYMENT },
      { email: 'a@example.com' },
    ];
    for (const body of bodies) {
      const custom = await client.post(`guest-carts/${cartId}/payment-information-custom`, body);
      const usual = await client.post(`guest-carts/${cartId}/payment-information`, body);
      expect(custom.statusCode).toBe(400);
      expect({ status: custom.statusCode, body: custom.json() }).toEqual({ status: usual.statusCode, body: usual.json() });
    }
    expect((await client.get(`guest-carts/${cartId}`)).json()).toMatchObject({ is_active: true, items_qty: 1 });
    const unknownCart = await client.post('guest-carts/abc/payment-information-custom', { email: 'a@example.com', paymentMethod: PAYMENT });
    expect(unknownCart.statusCode).toBe(404);
  });

  it('asks a customer to sign in on carts/mine', async () => {
    const res = await shopClient(t).post('carts/mine/payment-information-custom', { paymentMethod: PAYMENT });
    expect(res.statusCode).toBe(401);
  });
});
