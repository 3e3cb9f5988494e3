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

describe('free device and free samples', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the device free with two subscription packs, and samples free, each on its own segment', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    const subscribe = { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } } };
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD2-KIT-BLACK', qty: 1 } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'SAMPLE-EPOD-TRIO', qty: 1 } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, product_option: subscribe } });
    const one = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(one.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'free_samples_discount', 'tax', 'grand_total']);
    expect(one.grand_total).toBe(15.98);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, product_option: subscribe } });
    const two = (await client.get(`guest-carts/${cartId}/totals`)).json();
    const seg = (code: string) => two.total_segments.find((s: { code: string }) => s.code === code);
    expect(seg('free_device_discount')).toEqual({ code: 'free_device_discount', title: 'Free device with your subscription', value: -9.99 });
    expect(seg('free_samples_discount')).toEqual({ code: 'free_samples_discount', title: 'Free samples', value: -1 });
    expect(two).toMatchObject({ subtotal_incl_tax: 22.97, discount_amount: 0, grand_total: 11.98 });
    // A coupon applies to what the offers leave: 10% of the pods only.
    await client.put(`guest-carts/${cartId}/coupons/WELCOME10`);
    expect((await client.get(`guest-carts/${cartId}/totals`)).json()).toMatchObject({ discount_amount: -1.2, grand_total: 10.78 });
  });
});

describe('basket exclusivity pricing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes the range’s discount per subscription pack when switched on', async () => {
    const [row] = await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'tax/display/cart'));
    await t.database.db.insert(storeConfig).values({ storeId: row.storeId, path: 'subscription/exclusivity/active', value: '1' });
    clearStoreCache();
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    const subscribe = { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } } };
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 3, product_option: subscribe } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({ discount_amount: -1.5, grand_total: 21.46 });
    expect(totals.extension_attributes.amrule_discount_breakdown).toEqual([{ rule_name: 'Subscription saving', rule_amount: -1.5 }]);
    await t.database.db.delete(storeConfig).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, 'subscription/exclusivity/active')));
    clearStoreCache();
  });
});

describe('per-country tax rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('taxes a delivery to Ireland at its own rate, keeping VAT-inclusive prices as shown', async () => {
    const [row] = await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'general/country/allow'));
    await t.database.db.update(storeConfig).set({ value: 'GB,IE' }).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
    await t.database.db.insert(storeConfig).values({ storeId: row.storeId, path: 'tax/rates/by_country', value: '{"IE": 2300}' });
    clearStoreCache();
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const preview = (country: string) =>
      client
        .post(`guest-carts/${cartId}/totals-information`, {
          addressInformation: { address: { countryId: country }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
        })
        .then((r) => r.json());
    expect(await preview('IE')).toMatchObject({ grand_total: 9.98, tax_amount: 1.87 });
    expect((await preview('IE')).items[0].tax_percent).toBe(23);
    expect(await preview('GB')).toMatchObject({ grand_total: 9.98, tax_amount: 1.67 });
    const rates = (await client.post(`guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'IE' } })).json();
    expect(rates[0]).toMatchObject({ price_incl_tax: 3.99, price_excl_tax: 3.24 });
    await t.database.db.update(storeConfig).set({ value: row.value }).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
    await t.database.db.delete(storeConfig).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, 'tax/rates/by_country')));
    clearStoreCache();
  });
});

describe('WEEE fee', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds the per-device fee as a weee segment only when switched on and above 0', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPEN3-KIT-SILVER', qty: 2 } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1 } });
    const off = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(off.total_segments.some((s: { code: string }) => s.code === 'weee')).toBe(false);
    const [row] = await t.database.db.select().from(storeConfig).where(eq(storeConfig.path, 'tax/display/cart'));
    await t.database.db.insert(storeConfig).values({ storeId: row.storeId, path: 'tax/weee/enable', value: '1' });
    clearStoreCache();
    const on = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(on.total_segments.find((s: { code: string }) => s.code === 'weee')).toEqual({ code: 'weee', title: 'FPT', value: 0.2 });
    expect(on.grand_total).toBeCloseTo(off.grand_total + 0.2, 10);
    await t.database.db.delete(storeConfig).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, 'tax/weee/enable')));
    clearStoreCache();
  });
});
