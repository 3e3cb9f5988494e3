import { and, eq } from 'drizzle-orm';
import { customerAddresses, orders, products, storeConfig } from '../../../db/schema';
import { clearStoreCache } from '../../stores/server/scope';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const segment = (totals: { total_segments: { code: string; value: number }[] }, code: string) => totals.total_segments.find((s) => s.code === code)?.value;

describe('guest checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prices the basket on the server: VAT-inclusive UK totals in Magento shape', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2 } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({
      subtotal_incl_tax: 16.97,
      subtotal: 14.14,
      tax_amount: 2.83,
      grand_total: 16.97,
      base_grand_total: 16.97,
      discount_amount: 0,
      shipping_amount: 0,
      items_qty: 3,
      base_currency_code: 'GBP',
      quote_currency_code: 'GBP',
    });
    expect(totals.items[0]).toMatchObject({ qty: 2, price_incl_tax: 5.99, row_total_incl_tax: 11.98, tax_percent: 20 });
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(totals.total_segments.at(-1)).toMatchObject({ code: 'grand_total', area: 'footer' });
  });

  it('estimates flat rate below the free-delivery threshold and both above it, cheapest first', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const estimate = () => client.post(`guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'GB' } }).then((r) => r.json());
    expect((await estimate()).map((r: { carrier_code: string }) => r.carrier_code)).toEqual(['flatrate']);
    expect((await estimate())[0]).toMatchObject({ amount: 3.99, price_incl_tax: 3.99, price_excl_tax: 3.32, available: true, method_title: 'Fixed' });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPEN3-KIT-SILVER', qty: 2 } });
    expect((await estimate()).map((r: { carrier_code: string }) => r.carrier_code)).toEqual(['freeshipping', 'flatrate']);
    const abroad = await client.post(`guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'FR' } });
    expect(abroad.json()).toEqual([]);
    const noCountry = await client.post(`guest-carts/${cartId}/estimate-shipping-methods`, { address: {} });
    expect(noCountry.json()).toEqual({ message: 'This is a required field.', parameters: { fieldName: 'address.country_id' } });
  });

  it('saves delivery information, offers cash on delivery and adds its fee to the totals', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const client = shopClient(t);
    const info = (await client.get(`guest-carts/${cartId}/payment-information`)).json();
    expect(info.payment_methods).toEqual([
      { code: 'worldpay_cc', title: 'Credit / Debit Card' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'worldpay_apm', title: 'Alternative Payment Methods' },
      { code: 'paypal_express', title: 'PayPal' },
      { code: 'worldpay_wallets', title: 'Apple Pay / Google Pay' },
    ]);
    expect(info.totals).toMatchObject({ grand_total: 15.97, shipping_incl_tax: 3.99 });
    const withFee = (await client.post(`guest-carts/${cartId}/set-payment-information-and-get-totals`, { paymentMethod: { method: 'cashondelivery' } })).json();
    expect(segment(withFee, 'cash_on_delivery_fee')).toBe(1.5);
    expect(withFee.grand_total).toBe(17.47);
    const unknown = await client.post(`guest-carts/${cartId}/set-payment-information`, { paymentMethod: { method: 'checkmo' } });
    expect(unknown.json()).toEqual({ message: 'The requested Payment Method is not available.', parameters: [] });
  });

  it('refuses a delivery method the server does not offer for the address', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const info = (method: string, address = UK_ADDRESS) =>
      client.post(`guest-carts/${cartId}/shipping-information`, {
        addressInformation: { shipping_address: address, shipping_carrier_code: method, shipping_method_code: method },
      });
    const free = await info('freeshipping');
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({
      message: 'Carrier with such method not found: %carrierCode, %methodCode',
      parameters: { carrierCode: 'freeshipping', methodCode: 'freeshipping' },
    });
    const badPhone = await info('flatrate', { ...UK_ADDRESS, telephone: '123' });
    expect(badPhone.json().parameters.fieldName).toBe('addressInformation.shipping_address.telephone');
    const shortStreet = await info('flatrate', { ...UK_ADDRESS, street: ['ab'] });
    expect(shortStreet.json()).toEqual({
      message: 'Please enter more or equal than %1 symbols.',
      parameters: { fieldName: 'addressInformation.shipping_address.street.0' },
    });
    const france = await info('flatrate', { ...UK_ADDRESS, country_id: 'FR', telephone: '+33612345678' });
    expect(france.json().message).toBe('We do not deliver to this country. Choose another delivery address.');
    expect((await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.shipping_address).toBeNull();
  });

  it('places the order once: the server total, lines, addresses and stock are written together', async () => {
    const [{ qty: stockBefore }] = await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, 'EPOD-GOLDEN-TOBACCO-18'));
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 3 }]);
    const client = shopClient(t);
    const body = {
      email: 'amy.pond@example.com',
      paymentMethod: { method: 'cashondelivery', grand_total: 0.01, extension_attributes: { agreement_ids: [1] } },
      grand_total: 0.01,
      totals: { grand_total: 0 },
    };
    const first = await client.post(`guest-carts/${cartId}/payment-information`, body);
    expect(first.statusCode).toBe(200);
    const orderId = first.json();
    expect(typeof orderId).toBe('string');
    const retry = await client.post(`guest-carts/${cartId}/payment-information`, body);
    expect(retry.json()).toBe(orderId);
    const order = (await client.get(`guest-carts/${cartId}/order`)).json();
    expect(order).toMatchObject({
      entity_id: Number(orderId),
      customer_email: 'amy.pond@example.com',
      grand_total: 23.46,
      subtotal_incl_tax: 17.97,
      shipping_incl_tax: 3.99,
      payment: { method: 'cashondelivery' },
      total_qty_ordered: 3,
    });
    expect(order.increment_id).toMatch(/^\d{9}$/);
    expect(order.billing_address).toMatchObject({ firstname: 'Amy', postcode: 'GL1 1AA', country_id: 'GB' });
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(orderId)));
    expect(rows).toHaveLength(1);
    expect(rows[0].grandTotal).toBe(2346);
    const [{ qty: stockAfter }] = await t.database.db.select({ qty: products.qty }).from(products).where(eq(products.sku, 'EPOD-GOLDEN-TOBACCO-18'));
    expect(stockAfter).toBe(stockBefore - 3);
    const closed = await client.get(`guest-carts/${cartId}`);
    expect(closed.statusCode).toBe(404);
  });

  it.each([
    ['no email', {}, 'Please enter a valid email address (Ex: johndoe@domain.com).'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address (Ex: johndoe@domain.com).'],
  ])('refuses a guest order with %s and changes nothing', async (_label, extra, message) => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: { ...UK_ADDRESS, email: undefined }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    const res = await client.post(`guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await client.get(`guest-carts/${cartId}`)).statusCode).toBe(200);
  });

  it('refuses to place an order without a delivery method', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const res = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(res.json().message).toBe('The shipping address is missing. Set the address and try again.');
  });

  it('refuses the order when stock ran out after the basket was filled, and keeps the cart', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-DARK-CHERRY-6', qty: 2 }]);
    await t.database.db.update(products).set({ qty: 1 }).where(eq(products.sku, 'EPOD-DARK-CHERRY-6'));
    const client = shopClient(t);
    const res = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not all of your products are available in the requested quantity.');
    expect((await client.get(`guest-carts/${cartId}`)).statusCode).toBe(200);
  });

  it('refuses a basket over the size limit at place order: 400, no order, stock and cart untouched', async () => {
    const stock = async () =>
      (await t.database.db.select({ sku: products.sku, qty: products.qty }).from(products))
        .filter((p) => p.sku.startsWith('EPOD-'))
        .sort((a, b) => a.sku.localeCompare(b.sku));
    const cartId = await readyGuestCart(t, [
      { sku: 'EPOD-GOLDEN-TOBACCO-18', qty: 30 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 30 },
    ]);
    const before = { stock: await stock(), orders: (await t.database.db.select({ id: orders.id }).from(orders)).length };
    const client = shopClient(t);
    const res = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your basket can hold at most %1 items. Please remove some to check out.', parameters: { '1': 50 } });
    expect(await stock()).toEqual(before.stock);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before.orders);
    expect((await client.get(`guest-carts/${cartId}`)).json().items_qty).toBe(60);
    // Down to the limit, the same basket is ordered.
    const [mint] = (await client.get(`guest-carts/${cartId}/items`)).json().filter((i: { sku: string }) => i.sku === 'EPOD-CRISP-MINT-12');
    await client.put(`guest-carts/${cartId}/items/${mint.item_id}`, { cartItem: { qty: 20, quote_id: cartId } });
    const placed = await client.post(`guest-carts/${cartId}/payment-information`, {
      email: 'a@example.com',
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode).toBe(200);
  });

  it('refuses a basket under the store minimum at place order', async () => {
    const uk = (await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'carriers/flatrate/price')))[0];
    await t.database.db.insert(storeConfig).values({ storeId: uk.storeId, path: 'checkout/cart_limits/min_qty', value: '3' });
    clearStoreCache();
    try {
      const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
      const res = await shopClient(t).post(`guest-carts/${cartId}/payment-information`, {
        email: 'a@example.com',
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Your basket needs at least %1 item(s) before you can check out.', parameters: { '1': 3 } });
      expect((await shopClient(t).get(`guest-carts/${cartId}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(storeConfig).where(and(eq(storeConfig.storeId, uk.storeId), eq(storeConfig.path, 'checkout/cart_limits/min_qty')));
      clearStoreCache();
    }
  });

  it('offers only the free method when the grand total is 0', async () => {
    const uk = (await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'carriers/flatrate/price')))[0];
    await t.database.db
      .update(storeConfig)
      .set({ value: '0' })
      .where(and(eq(storeConfig.storeId, uk.storeId), eq(storeConfig.path, uk.path)));
    clearStoreCache();
    try {
      const cartId = await readyGuestCart(t, [{ sku: 'POD-RECYCLE-BAG', qty: 1 }]);
      const client = shopClient(t);
      const info = (await client.get(`guest-carts/${cartId}/payment-information`)).json();
      expect(info.payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);
      const cod = await client.post(`guest-carts/${cartId}/payment-information`, {
        email: 'a@example.com',
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
      expect(cod.json().message).toBe('The requested Payment Method is not available.');
      const free = await client.post(`guest-carts/${cartId}/payment-information`, {
        email: 'a@example.com',
        paymentMethod: { method: 'free', extension_attributes: { agreement_ids: [1] } },
      });
      expect(free.statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(storeConfig)
        .set({ value: uk.value })
        .where(and(eq(storeConfig.storeId, uk.storeId), eq(storeConfig.path, uk.path)));
      clearStoreCache();
    }
  });
});

describe('customer checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checks out with a saved address and reads the order back; others cannot', async () => {
    const token = await customerToken(t);
    const client = shopClient(t, { token });
    expect((await client.post('carts/mine')).statusCode).toBe(200);
    await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const me = (await client.get('customers/me')).json();
    const saved = me.addresses.find((a: { default_shipping: boolean }) => a.default_shipping);
    const rates = await client.post('carts/mine/estimate-shipping-methods-by-address-id', { addressId: saved.id });
    expect(rates.json()[0].carrier_code).toBe('flatrate');
    const shipping = await client.post('carts/mine/shipping-information', {
      addressInformation: {
        // The client's copy of a saved address is not trusted: the address book's is used.
        shipping_address: { ...UK_ADDRESS, customer_address_id: saved.id, city: 'Tampered' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(shipping.json().extension_attributes.shipping_address).toMatchObject({ city: saved.city, customer_address_id: saved.id });
    const orderId = (
      await client.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } })
    ).json();
    expect(
      (
        await client.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } })
      ).json(),
    ).toBe(orderId);
    const order = (await client.get(`carts/mine/orders/${orderId}`)).json();
    expect(order).toMatchObject({ customer_email: 'jane.doe@example.com', customer_is_guest: false, grand_total: 11.48 });
    const other = shopClient(t, { token: await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' }) });
    const peek = await other.get(`carts/mine/orders/${orderId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'orderId', fieldValue: Number(orderId) } });
  });

  it('saves a new delivery address to the address book when the order is placed', async () => {
    const token = await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' });
    const client = shopClient(t, { token });
    await client.post('carts/mine');
    await client.post('carts/mine/items', { cartItem: { sku: 'ACC-CARRY-CASE', qty: 1 } });
    await client.post('carts/mine/shipping-information', {
      addressInformation: { shipping_address: { ...UK_ADDRESS, street: ['5 New Road'] }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    const me = (await client.get('customers/me')).json();
    await client.post('carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } } });
    const book = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, me.id));
    expect(book.map((a) => a.street[0])).toContain('5 New Road');
  });

  it('needs a customer: carts/mine without a token is 401', async () => {
    const res = await shopClient(t).get('carts/mine/totals');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } });
  });
});
