import { and, eq } from 'drizzle-orm';
import { cartRules, products, storeConfig, stores } from '../../../db/schema';
import { clearStoreCache } from '../../stores/server/scope';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { customerToken, newGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';

/** The UK (default) store's row for a config path: other seeded stores have rows for the same paths. */
async function ukConfigRow(t: TestApp, path: string) {
  const [uk] = await t.database.db.select().from(stores).where(eq(stores.isDefault, true));
  const [row] = await t.database.db
    .select()
    .from(storeConfig)
    .where(and(eq(storeConfig.storeId, uk.id), eq(storeConfig.path, path)));
  return row;
}

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
      addressInformation: { address: { countryId: 'FR' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
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
    const row = await ukConfigRow(t, 'tax/display/cart');
    await t.database.db
      .update(storeConfig)
      .set({ value: mode })
      .where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
    clearStoreCache();
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(totals.total_segments[0]).toEqual({ code: 'subtotal', title: 'Subtotal', ...expected });
    await t.database.db
      .update(storeConfig)
      .set({ value: row.value })
      .where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
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
    // A coupon applies to what the offers leave, and subscription packs take no other promotion: here, nothing.
    const coupon = await client.put(`guest-carts/${cartId}/coupons/WELCOME10`);
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json()).toEqual({ message: 'The coupon code "%1" does not apply to the items in your basket.', parameters: ['WELCOME10'] });
    expect((await client.get(`guest-carts/${cartId}/totals`)).json()).toMatchObject({ discount_amount: 0, grand_total: 11.98 });
  });

  it('keeps cart rules off subscription lines unless the rule applies to subscriptions', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, product_option: subscription() } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-DARK-CHERRY-6', qty: 1 } });
    expect((await client.put(`guest-carts/${cartId}/coupons/WELCOME10`)).statusCode).toBe(200);
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    // 10% of the one-time pack (5.99) only; the two subscribed packs (11.98) keep their price.
    expect(totals).toMatchObject({ subtotal_incl_tax: 17.97, discount_amount: -0.6, grand_total: 17.37 });
    const rowDiscount = (sku: string) => totals.items.find((i: { name: string; item_id: number }) => i.name.includes(sku))?.discount_amount;
    expect(rowDiscount('Crisp Mint')).toBe(0);
    expect(rowDiscount('Dark Cherry')).toBe(0.6);
    const [welcome] = await t.database.db.select().from(cartRules).where(eq(cartRules.couponCode, 'WELCOME10'));
    await t.database.db.update(cartRules).set({ appliesToSubscriptions: true }).where(eq(cartRules.id, welcome.id));
    // Changed behind the shop's back: the caches learn of it through a notification, a moment later.
    clearStoreCache();
    try {
      expect((await client.get(`guest-carts/${cartId}/totals`)).json()).toMatchObject({ discount_amount: -1.8, grand_total: 16.17 });
    } finally {
      await t.database.db.update(cartRules).set({ appliesToSubscriptions: false }).where(eq(cartRules.id, welcome.id));
      clearStoreCache();
    }
  });
});

describe('basket exclusivity pricing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes the range’s discount per subscription pack when switched on', async () => {
    const row = await ukConfigRow(t, 'tax/display/cart');
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
    const row = await ukConfigRow(t, 'general/country/allow');
    await t.database.db
      .update(storeConfig)
      .set({ value: 'GB,IE' })
      .where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
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
    await t.database.db
      .update(storeConfig)
      .set({ value: row.value })
      .where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, row.path)));
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
    const row = await ukConfigRow(t, 'tax/display/cart');
    await t.database.db.insert(storeConfig).values({ storeId: row.storeId, path: 'tax/weee/enable', value: '1' });
    clearStoreCache();
    const on = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(on.total_segments.find((s: { code: string }) => s.code === 'weee')).toEqual({ code: 'weee', title: 'FPT', value: 0.2 });
    expect(on.grand_total).toBeCloseTo(off.grand_total + 0.2, 10);
    await t.database.db.delete(storeConfig).where(and(eq(storeConfig.storeId, row.storeId), eq(storeConfig.path, 'tax/weee/enable')));
    clearStoreCache();
  });
});

describe('six-monthly free device', () => {
  let t: TestApp;
  const FR = '/rest/fr/V1';
  beforeAll(async () => {
    t = await createTestApp();
    // The French store offers 6-month intervals (subscription/general/extra_intervals); here the pod
    // offers it itself, so the cart accepts a six-monthly line whatever reads the store setting.
    await t.database.db
      .update(products)
      .set({ subscriptionIntervals: [1, 6] })
      .where(eq(products.sku, 'EPOD-CRISP-MINT-12'));
    clearStoreCache();
  });
  afterAll(() => t.close());

  async function basket(base: string, items: { sku: string; qty: number; interval?: number }[]) {
    const client = shopClient(t);
    const cartId = (await client.post(`${base}/guest-carts`)).json() as string;
    for (const { sku, qty, interval } of items) {
      const res = await client.post(`${base}/guest-carts/${cartId}/items`, {
        cartItem: { sku, qty, ...(interval ? { product_option: subscription(interval) } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return (await client.get(`${base}/guest-carts/${cartId}/totals`)).json();
  }
  const codes = (totals: { total_segments: { code: string }[] }) => totals.total_segments.map((s) => s.code);
  const segment = (totals: { total_segments: { code: string }[] }, code: string) => totals.total_segments.find((s) => s.code === code);

  it('makes the device free on its own segment with one six-monthly pack in the French store', async () => {
    const totals = await basket(FR, [
      { sku: 'EPOD2-KIT-BLACK', qty: 1 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 1, interval: 6 },
    ]);
    expect(segment(totals, 'six_monthly_free_device_discount')).toEqual({
      code: 'six_monthly_free_device_discount',
      title: 'Appareil offert avec votre abonnement semestriel',
      // Tax shown both ways (fr): the value without tax, and both in the extension attributes.
      value: -9.99,
      extension_attributes: { value_excl_tax: -9.99, value_incl_tax: -11.99 },
    });
    expect(codes(totals)).not.toContain('free_device_discount');
    // €11.99 + €6.99, the device free, plus 10 cents of eco-participation on the device.
    expect(totals).toMatchObject({ quote_currency_code: 'EUR', subtotal_incl_tax: 18.98, discount_amount: 0, grand_total: 7.09 });
  });

  it('gives one device once when the basket earns both offers, and the monthly offer without six-monthly packs', async () => {
    const both = await basket(FR, [
      { sku: 'EPOD2-KIT-BLACK', qty: 1 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 1, interval: 6 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 2, interval: 1 },
    ]);
    expect(codes(both).filter((c) => c.endsWith('free_device_discount'))).toEqual(['six_monthly_free_device_discount']);
    expect(both.items.find((i: { name: string }) => i.name.startsWith('Kit ePod 2')).discount_amount).toBe(11.99);
    const monthly = await basket(FR, [
      { sku: 'EPOD2-KIT-BLACK', qty: 1 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 2, interval: 1 },
    ]);
    expect(codes(monthly)).toContain('free_device_discount');
    expect(codes(monthly)).not.toContain('six_monthly_free_device_discount');
  });

  it('is off in the UK store (the default): one six-monthly pack earns nothing there', async () => {
    const totals = await basket('/rest/default/V1', [
      { sku: 'EPOD2-KIT-BLACK', qty: 1 },
      { sku: 'EPOD-CRISP-MINT-12', qty: 1, interval: 6 },
    ]);
    expect(codes(totals)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(totals.grand_total).toBe(15.98);
  });
});

describe('negotiable-carts totals-information', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = {
    addressInformation: { address: { countryId: 'GB', postcode: 'SW1A 1AA' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  };

  it("prices the customer's own cart by its quote id, as carts/mine/totals-information does, without saving", async () => {
    const client = shopClient(t, { token: await customerToken(t) });
    const quoteId = (await client.post('carts/mine')).json();
    const added = await client.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: String(quoteId) } });
    expect(added.statusCode, added.body).toBe(200);
    expect(String((await client.get('carts/mine')).json().id)).toBe(String(quoteId));
    const res = await client.post(`negotiable-carts/${quoteId}/totals-information`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await client.post('carts/mine/totals-information', body)).json());
    expect(res.json()).toMatchObject({ shipping_incl_tax: 3.99, grand_total: 9.98 });
    expect((await client.get('carts/mine/totals')).json().grand_total).toBe(5.99);
  });

  it("answers Magento's no-such-entity 404 for any other quote id, someone else's cart included", async () => {
    const jane = shopClient(t, { token: await customerToken(t) });
    const janeQuote = Number((await jane.post('carts/mine')).json());
    const john = shopClient(t, { token: await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' }) });
    const johnQuote = Number((await john.post('carts/mine')).json());
    for (const quoteId of [String(johnQuote), String(janeQuote + 1000), 'abc', '0']) {
      const res = await jane.post(`negotiable-carts/${quoteId}/totals-information`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: quoteId } });
    }
  });

  it('asks a guest to log in, and validates the body as the other variants do', async () => {
    const cartId = await newGuestCart(t);
    const guest = await shopClient(t).post(`negotiable-carts/${cartId}/totals-information`, body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } });
    const client = shopClient(t, { token: await customerToken(t) });
    const quoteId = (await client.post('carts/mine')).json();
    const bad = await client.post(`negotiable-carts/${quoteId}/totals-information`, { addressInformation: { address: {} } });
    expect(bad.statusCode).toBe(400);
  });
});
