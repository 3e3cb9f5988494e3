import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

// Magento's web API reads an int field from a JSON number or numeric text, and a cart id (text)
// from a JSON number too: REST clients send either. Anything else is refused with its message.
const typeMessage = (value: string, type = 'int') => `The "${value}" value's type is invalid. The "${type}" type was expected. Verify and try again.`;

describe('ids sent as numbers or as numeric text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds to and updates carts/mine with quote_id and item_id as numbers or text', async () => {
    const client = shopClient(t, { token: await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' }) });
    const quoteId = (await client.post('carts/mine')).json();
    expect(typeof quoteId).toBe('number');
    const asNumber = await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: quoteId } });
    expect(asNumber.statusCode).toBe(200);
    expect(asNumber.json().quote_id).toBe(String(quoteId));
    const asText = await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-DARK-CHERRY-6', qty: '2', quote_id: String(quoteId) } });
    expect(asText.statusCode).toBe(200);
    const itemId: number = asText.json().item_id;
    const numeric = await client.put(`carts/mine/items/${itemId}`, { cartItem: { qty: 3, quote_id: quoteId, item_id: itemId } });
    expect(numeric.json()).toMatchObject({ item_id: itemId, qty: 3 });
    const textual = await client.put(`carts/mine/items/${itemId}`, { cartItem: { qty: '4', quote_id: String(quoteId), item_id: String(itemId) } });
    expect(textual.json()).toMatchObject({ item_id: itemId, qty: 4 });
  });

  it('refuses ids that are not whole numbers with the web API type message, and changes nothing', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    const line = (await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cartId } })).json();
    const update = (cartItem: Record<string, unknown>) => client.put(`guest-carts/${cartId}/items/${line.item_id}`, { cartItem: { qty: 5, ...cartItem } });
    for (const [bad, shown] of [
      ['abc', 'abc'],
      [1.5, '1.5'],
      [-1, '-1'],
      ['1.5', '1.5'],
      [true, 'true'],
    ] as const) {
      const body = await update({ item_id: bad });
      expect(body.statusCode).toBe(400);
      expect(body.json()).toEqual({ message: typeMessage(shown), parameters: { fieldName: 'cartItem.item_id' } });
      const path = await client.put(`guest-carts/${cartId}/items/${encodeURIComponent(String(bad))}`, { cartItem: { qty: 5 } });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toEqual({ message: typeMessage(shown), parameters: { fieldName: 'itemId' } });
    }
    for (const [bad, shown] of [
      [1.5, '1.5'],
      [-1, '-1'],
      [false, 'false'],
    ] as const) {
      const res = await update({ quote_id: bad });
      expect(res.json()).toEqual({ message: typeMessage(shown, 'string'), parameters: { fieldName: 'cartItem.quote_id' } });
    }
    expect((await update({ item_id: String(line.item_id), quote_id: cartId })).json().qty).toBe(5);
    expect((await client.get(`guest-carts/${cartId}`)).json().items_qty).toBe(5);
  });

  it('reads promo-items rule_id and qty from numbers or text', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPEN3-KIT-SILVER', qty: 1, quote_id: cartId } });
    const offer = (await client.get(`guest-carts/${cartId}/promo-items`)).json();
    const ruleId: number = offer.items[0].rule_id;
    const garbage = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: 'abc', sku: 'EPOD-CRISP-MINT-12', qty: 1 }] });
    expect(garbage.json()).toEqual({ message: typeMessage('abc'), parameters: { fieldName: 'data.0.rule_id' } });
    const fraction = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: ruleId, sku: 'EPOD-CRISP-MINT-12', qty: 0.5 }] });
    expect(fraction.json()).toEqual({ message: 'Please enter a quantity greater than or equal to 0.', parameters: { fieldName: 'data.0.qty' } });
    const added = await client.post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: String(ruleId), sku: 'EPOD-CRISP-MINT-12', qty: '1' }] });
    expect(added.statusCode).toBe(200);
    expect((await client.get(`guest-carts/${cartId}`)).json().items_qty).toBe(2);
  });

  it('places a customer order with cartId and billingAddress.customer_address_id as numbers or text', async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    const quoteId = (await client.post('carts/mine')).json();
    await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: quoteId } });
    const saved = (await client.get('customers/me')).json().addresses[0];
    await client.post('carts/mine/shipping-information', {
      addressInformation: {
        shipping_address: { ...UK_ADDRESS, customer_address_id: String(saved.id), region_id: '0' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    const pay = (billingAddress: Record<string, unknown>) =>
      client.post('carts/mine/payment-information', {
        cartId: quoteId,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
        billingAddress: { ...UK_ADDRESS, ...billingAddress },
      });
    for (const [field, bad, shown] of [
      ['customer_address_id', 'abc', 'abc'],
      ['customer_id', 1.5, '1.5'],
      ['region_id', -1, '-1'],
    ] as const) {
      const res = await pay({ [field]: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: typeMessage(shown), parameters: { fieldName: `billingAddress.${field}` } });
    }
    expect((await client.get('carts/mine')).statusCode).toBe(200);
    const placed = await pay({ customer_address_id: String(saved.id), customer_id: saved.customer_id ?? '', region_id: '' });
    expect(placed.statusCode).toBe(200);
    expect((await client.get(`carts/mine/orders/${placed.json()}`)).json().billing_address).toMatchObject({ city: saved.city });
  });

  it('places a guest order with cartId as the masked id in the body', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const res = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
      cartId,
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(res.statusCode).toBe(200);
  });
});
