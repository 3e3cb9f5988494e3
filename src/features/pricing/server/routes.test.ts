import { and, eq } from 'drizzle-orm';
import { storeConfig } from '../../../db/schema';
import { clearStoreCache } from '../../stores/server/scope';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

describe('totals-information', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prices an address and delivery method without saving them', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const res = await client.post(`guest-carts/${cartId}/totals-information`, {
      addressInformation: { address: { countryId: 'GB', postcode: 'SW1A 1AA' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shipping_incl_tax: 3.99, grand_total: 9.98 });
    const saved = (await client.get(`guest-carts/${cartId}/payment-information`)).json();
    expect(saved.extension_attributes.shipping_address).toBeNull();
    expect(saved.totals.grand_total).toBe(5.99);
  });

  it('ignores a method that is not offered there, and needs a country', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const abroad = await client.post(`guest-carts/${cartId}/totals-information`, {
      addressInformation: { address: { countryId: 'US' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(abroad.json()).toMatchObject({ shipping_incl_tax: 0, grand_total: 5.99 });
    const none = await client.post(`guest-carts/${cartId}/totals-information`, { addressInformation: { address: {} } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'This is a required field.', parameters: { fieldName: 'addressInformation.address.countryId' } });
  });
});

describe('tax display modes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['including', { value: 5.99 }],
    ['excluding', { value: 4.99 }],
    ['both', { value: 4.99, extension_attributes: { value_excl_tax: 4.99, value_incl_tax: 5.99 } }],
  ])('shows the subtotal %s tax', async (mode, expected) => {
    const [row] = await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'tax/display/cart'));
    await t.database.db.update(storeConfig).set({ value: mode }).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
    clearStoreCache();
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals.total_segments[0]).toEqual({ code: 'subtotal', title: 'Subtotal', ...expected });
    await t.database.db.update(storeConfig).set({ value: row.value }).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
    clearStoreCache();
  });
});
