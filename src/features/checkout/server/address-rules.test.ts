import { eq } from 'drizzle-orm';
import { carts, orders } from '../../../db/schema';
import { UK_MOBILE_MESSAGE, UK_NO_MOBILE_DUMMY_TELEPHONE } from '../../../shared/domain/validation';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, customerToken, newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { setStoreConfig } from '../../stores/server/testing';
import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { DEFAULT_RESTRICTED_MOBILE_MESSAGE, DEFAULT_RESTRICTION_MESSAGE, REGION_ID_MISSING, STREET_LINE_NUMBER_MESSAGE } from '../domain';

describe('the store rules on checkout addresses (spec 001 §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cartWithItem(): Promise<string> {
    const cartId = await newGuestCart(t);
    await shopClient(t).post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cartId } });
    return cartId;
  }
  const shippingInfo = (cartId: string, address: object, method: string | null = 'flatrate') =>
    shopClient(t).post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, ...(method === null ? {} : { shipping_carrier_code: method, shipping_method_code: method }) },
    });
  const savedAddress = async (cartId: string) => (await t.app.db.select().from(carts).where(eq(carts.maskedId, cartId)))[0].shippingAddress;

  it('answers the spec message when no delivery method is sent, and saves nothing', async () => {
    const cartId = await cartWithItem();
    for (const method of [null, '']) {
      const res = await shippingInfo(cartId, UK_ADDRESS, method);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SHIPPING_METHOD_MISSING, parameters: [] });
    }
    expect(await savedAddress(cartId)).toBeNull();
  });

  it('takes a UK mobile as +447 and nine digits, or the fixed number of "no UK mobile"', async () => {
    const cartId = await cartWithItem();
    for (const telephone of ['07400 123456', '+44 20 7946 0000', '+4474001234567']) {
      const res = await shippingInfo(cartId, { ...UK_ADDRESS, telephone });
      expect(res.json()).toEqual({ message: UK_MOBILE_MESSAGE, parameters: { fieldName: 'addressInformation.shipping_address.telephone' } });
    }
    expect(await savedAddress(cartId)).toBeNull();
    expect((await shippingInfo(cartId, { ...UK_ADDRESS, telephone: '+447400 123456' })).statusCode).toBe(200);
    expect((await shippingInfo(cartId, { ...UK_ADDRESS, telephone: UK_NO_MOBILE_DUMMY_TELEPHONE })).statusCode).toBe(200);
  });

  it('refuses restricted postcodes (spaces and case ignored), addresses and mobiles with the configured messages', async () => {
    const cartId = await cartWithItem();
    const refused = [
      [{ ...UK_ADDRESS, postcode: 'gy11aa' }, DEFAULT_RESTRICTION_MESSAGE],
      [{ ...UK_ADDRESS, street: ['Wing C, du cane road'], city: 'LONDON', postcode: 'W12 0AE' }, DEFAULT_RESTRICTION_MESSAGE],
      [{ ...UK_ADDRESS, telephone: '+447700900999' }, DEFAULT_RESTRICTED_MOBILE_MESSAGE],
    ] as const;
    for (const [address, message] of refused) {
      const res = await shippingInfo(cartId, address);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await savedAddress(cartId)).toBeNull();
    // The same street in another town is fine.
    expect((await shippingInfo(cartId, { ...UK_ADDRESS, street: ['1 Du Cane Road'], city: 'Leeds', postcode: 'LS1 1AA' })).statusCode).toBe(200);
  });

  it('checks the billing telephone again at place order, and a restriction added after saving', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    const blockedBilling = await client.post(`guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      billingAddress: { ...UK_ADDRESS, telephone: '+447700900999' },
      email: UK_ADDRESS.email,
    });
    expect(blockedBilling.json().message).toBe(DEFAULT_RESTRICTED_MOBILE_MESSAGE);
    const restore = await setStoreConfig(t.app.db, { 'checkout/restrictions/postcodes': 'GL1 1AA' });
    try {
      const blocked = await client.post(`guest-carts/${cartId}/payment-information`, {
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
        email: UK_ADDRESS.email,
      });
      expect(blocked.json().message).toBe(DEFAULT_RESTRICTION_MESSAGE);
      expect(await t.app.db.select().from(orders).where(eq(orders.customerEmail, UK_ADDRESS.email))).toHaveLength(0);
    } finally {
      await restore();
    }
  });

  it('holds the carriers\u2019 address limits when the store turns them on', async () => {
    const restore = await setStoreConfig(t.app.db, {
      'checkout/address_limit/enabled': '1',
      'checkout/address_limit/config': JSON.stringify({
        street_total: { max: 40 },
        street_lines: [{ max: 30, requires: 'one_number' }],
        city: { max: 12, message: 'City: %1 characters at most.' },
      }),
    });
    try {
      const cartId = await cartWithItem();
      expect((await shippingInfo(cartId, { ...UK_ADDRESS, street: ['High Street'] })).json()).toEqual({
        message: STREET_LINE_NUMBER_MESSAGE,
        parameters: { '1': 1 },
      });
      expect((await shippingInfo(cartId, { ...UK_ADDRESS, city: 'Gloucestershire' })).json()).toEqual({
        message: 'City: %1 characters at most.',
        parameters: { '1': 12 },
      });
      expect((await shippingInfo(cartId, { ...UK_ADDRESS, street: ['12 High Street', 'The Old Bakery, Back Lane North'] })).json().parameters).toEqual({
        '1': 40,
      });
      expect(await savedAddress(cartId)).toBeNull();
      expect((await shippingInfo(cartId, UK_ADDRESS)).statusCode).toBe(200);
    } finally {
      await restore();
    }
  });

  it('asks a customer for the region where the country requires one', async () => {
    const restore = await setStoreConfig(t.app.db, { 'general/country/allow': 'GB,US' });
    try {
      const client = shopClient(t, { token: await customerToken(t) });
      await client.post('carts/mine');
      await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
      const us = { ...UK_ADDRESS, country_id: 'US', city: 'Dallas', postcode: '75201', telephone: '+1 214 555 0100' };
      const res = await client.post('carts/mine/shipping-information', {
        addressInformation: { shipping_address: us, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      });
      expect(res.json()).toEqual({ message: REGION_ID_MISSING, parameters: [] });
    } finally {
      await restore();
    }
  });
});

describe('shipping notes and the billing address calls (spec 001 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves the note, shows it back, and carries it to the order', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    expect((await client.put(`guest-carts/${cartId}/set-shipping-notes`, { quote: cartId, comment: ' Leave it in the porch. ' })).json()).toBe(true);
    expect((await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.shipping_note).toBe('Leave it in the porch.');
    const tooLong = await client.put(`guest-carts/${cartId}/set-shipping-notes`, { quote: cartId, comment: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Please keep your delivery note to %1 characters or fewer.', parameters: { '1': 200 } });
    const order = await client.post(`guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      email: UK_ADDRESS.email,
    });
    expect(order.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order.json())));
    expect(row.shippingNote).toBe('Leave it in the porch.');
  });

  it('an empty note removes it; a store without notes refuses them', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    await client.put(`guest-carts/${cartId}/set-shipping-notes`, { comment: 'Ring twice' });
    await client.put(`guest-carts/${cartId}/set-shipping-notes`, { comment: '' });
    expect((await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.shipping_note).toBeNull();
    const restore = await setStoreConfig(t.app.db, { 'checkout/shipping_notes/enabled': '0' });
    try {
      const res = await client.put(`guest-carts/${cartId}/set-shipping-notes`, { comment: 'Ring twice' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Delivery notes are not available in this store.');
    } finally {
      await restore();
    }
  });

  it('saves a billing address on its own, checked like the others', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const client = shopClient(t);
    const billing = { ...UK_ADDRESS, street: ['1 Deansgate'], city: 'Manchester', postcode: 'M3 1AZ' };
    const res = await client.post(`guest-carts/${cartId}/billing-address`, { cartId, address: billing });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json()).toBe('number');
    expect((await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.billing_address).toMatchObject({ city: 'Manchester' });
    const bad = await client.post(`guest-carts/${cartId}/billing-address`, { address: { ...billing, telephone: '07400 123456' } });
    expect(bad.json().message).toBe(UK_MOBILE_MESSAGE);
    expect((await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.billing_address).toMatchObject({ city: 'Manchester' });
  });

  it('answers the store\u2019s checkout settings for the page', async () => {
    const config = (await shopClient(t).get('checkout/config')).json();
    expect(config).toMatchObject({
      enabled_shipping_notes: true,
      max_length: 200,
      restrictions: { enabled: true, restrictedPostcodes: ['GY1 1AA', 'JE2 3AB'] },
    });
    expect(config.bat_address_limit.enabled).toBe(false);
    const fr = (await t.request({ method: 'GET', url: '/rest/fr/V1/checkout/config' })).json();
    expect(fr.bat_address_limit).toMatchObject({ enabled: true, streetLines: [{ max: 38, requires: 'one_number' }, { max: 38 }, { max: 38 }] });
  });
});
