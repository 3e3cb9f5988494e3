import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { customerToken, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

// Spec 002 §7: set-payment-information's payment data loses Magento's knockout template keys ('title',
// '__disableTmpl'), at any depth; a client that sends them (as Magento's own does before filtering) is
// answered as if they were not there.
const withTemplateKeys = (method: string) => ({
  method,
  title: 'Cash On Delivery',
  __disableTmpl: { title: true },
  po_number: null,
  additional_data: { title: 'Cash On Delivery', __disableTmpl: true, nested: [{ title: 'x' }] },
});

describe('set-payment-information with template keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves a guest’s method and answers the totals with its fee', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    const totals = await client.post(`guest-carts/${cartId}/set-payment-information-and-get-totals`, {
      cartId,
      paymentMethod: withTemplateKeys('cashondelivery'),
    });
    expect(totals.statusCode).toBe(200);
    expect(totals.json().total_segments).toContainEqual(expect.objectContaining({ code: 'cash_on_delivery_fee', value: 1.5 }));
    const saved = await client.post(`guest-carts/${cartId}/set-payment-information`, {
      cartId,
      email: 'keys@example.com',
      paymentMethod: withTemplateKeys('cashondelivery'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBe(true);
    const details = (await client.get(`guest-carts/${cartId}/payment-information`)).json();
    expect(details.extension_attributes).toMatchObject({ selected_payment_method: 'cashondelivery', email: 'keys@example.com' });
  });

  it('saves a customer’s method on carts/mine', async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    const quoteId = (await client.post('carts/mine')).json();
    await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: quoteId } });
    const saved = await client.post('carts/mine/set-payment-information', { cartId: quoteId, paymentMethod: withTemplateKeys('cashondelivery') });
    expect(saved.statusCode).toBe(200);
    expect((await client.get('carts/mine/payment-information')).json().extension_attributes.selected_payment_method).toBe('cashondelivery');
  });

  it('still refuses a method that is not on offer, template keys or not', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const res = await shopClient(t).post(`guest-carts/${cartId}/set-payment-information`, { paymentMethod: withTemplateKeys('checkmo') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The requested Payment Method is not available.', parameters: [] });
  });
});
