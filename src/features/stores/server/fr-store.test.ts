import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { DEMO_CUSTOMER, shopClient } from '../../../shared/server/testing/shop-client';

const FR = '/rest/fr/V1';
const PARIS = {
  firstname: 'Amélie',
  lastname: 'Poulain',
  street: ['15 rue des Trois Frères'],
  city: 'Paris',
  postcode: '75018',
  country_id: 'FR',
  telephone: '+33612345678',
  email: 'amelie.poulain@example.com',
};

describe('the French store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const client = (token?: string) => shopClient(t, { token });
  const segment = (totals: { total_segments: { code: string }[] }, code: string) => totals.total_segments.find((s) => s.code === code);

  async function guestCart(items: { sku: string; qty: number }[]): Promise<string> {
    const cartId = (await client().post(`${FR}/guest-carts`)).json() as string;
    for (const item of items) {
      const res = await client().post(`${FR}/guest-carts/${cartId}/items`, { cartItem: item });
      expect(res.statusCode, res.body).toBe(200);
    }
    return cartId;
  }

  it('sells every product in euros', async () => {
    const list = async (base: string) => (await client().get(`${base}/products?searchCriteria[pageSize]=100`)).json();
    const [uk, fr] = [await list('/rest/default/V1'), await list(FR)];
    expect(fr.total_count).toBe(uk.total_count);
    const price = (answer: { items: { sku: string; price: number }[] }, sku: string) => answer.items.find((p) => p.sku === sku)?.price;
    expect(price(fr, 'EPOD-CRISP-MINT-12')).toBe(6.99);
    expect(price(uk, 'EPOD-CRISP-MINT-12')).toBe(5.99);
  });

  it('gives a guest EUR totals with the eco-participation line and tax shown both ways', async () => {
    const cartId = await guestCart([
      { sku: 'EPEN3-KIT-SILVER', qty: 1 },
      { sku: 'ACC-USBC-CABLE', qty: 1 },
    ]);
    const totals = (await client().get(`${FR}/guest-carts/${cartId}/totals`)).json();
    expect(totals).toMatchObject({
      base_currency_code: 'EUR',
      quote_currency_code: 'EUR',
      subtotal_incl_tax: 23.89,
      grand_total: 23.99,
      weee_tax_applied_amount: 0.1,
    });
    expect(segment(totals, 'weee')).toEqual({
      code: 'weee',
      title: 'Éco-participation',
      value: 0.08,
      extension_attributes: { value_excl_tax: 0.08, value_incl_tax: 0.1 },
    });
    expect(segment(totals, 'subtotal')).toEqual({
      code: 'subtotal',
      title: 'Subtotal',
      value: 19.91,
      extension_attributes: { value_excl_tax: 19.91, value_incl_tax: 23.89 },
    });
    const withDelivery = (
      await client().post(`${FR}/guest-carts/${cartId}/totals-information`, {
        addressInformation: { address: { countryId: 'FR', postcode: '75018' }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      })
    ).json();
    expect(segment(withDelivery, 'shipping')).toMatchObject({ value: 3.32, extension_attributes: { value_excl_tax: 3.32, value_incl_tax: 3.99 } });
    expect(withDelivery.grand_total).toBe(27.98);
  });

  it('delivers to France and Monaco with its own carriers, Corsica dearer', async () => {
    const cartId = await guestCart([{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const estimate = async (address: object) =>
      (await client().post(`${FR}/guest-carts/${cartId}/estimate-shipping-methods`, { address })).json() as {
        carrier_code: string;
        method_code: string;
        available: boolean;
        price_incl_tax: number;
      }[];
    const price = (rates: Awaited<ReturnType<typeof estimate>>, carrier: string, method = carrier) =>
      rates.find((r) => r.carrier_code === carrier && r.method_code === method && r.available)?.price_incl_tax;
    const paris = await estimate({ country_id: 'FR', postcode: '75018', city: 'Paris', region: 'Île-de-France' });
    expect(price(paris, 'flatrate')).toBe(3.99);
    expect(price(paris, 'tablerate', 'bestway')).toBe(5.9);
    expect(price(paris, 'matrixrate', 'standard')).toBe(3.9);
    expect(price(paris, 'matrixrate', 'nextday')).toBe(9.9);
    expect(price(paris, 'express1')).toBe(6.9);
    expect(price(paris, 'express2')).toBe(9.9);
    expect(price(paris, 'express3')).toBe(11.9);
    expect(price(paris, 'postal')).toBe(2.9);
    const ajaccio = await estimate({ country_id: 'FR', postcode: '20000', city: 'Ajaccio', region: 'Corse' });
    expect(price(ajaccio, 'tablerate', 'bestway')).toBe(9.9);
    expect(price(ajaccio, 'matrixrate', 'nextday')).toBe(14.9);
    const monaco = await estimate({ country_id: 'MC', postcode: '98000', city: 'Monaco', region: 'Monaco' });
    expect(price(monaco, 'tablerate', 'bestway')).toBe(5.9);
    expect(await estimate({ country_id: 'GB', postcode: 'SW1A 1AA' })).toEqual([]);
  });

  it('refuses a guest order with Magento’s message and changes nothing; the cart data says so', async () => {
    const cartId = await guestCart([{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await client().get(`${FR}/guest-carts/${cartId}/cart-data`)).json()).toMatchObject({ isGuestCheckoutAllowed: false, currency: 'EUR' });
    expect((await client().get(`/rest/default/V1/guest-carts/${(await client().post('guest-carts')).json()}/cart-data`)).json()).toMatchObject({
      isGuestCheckoutAllowed: true,
    });
    const shipping = await client().post(`${FR}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    const res = await client().post(`${FR}/guest-carts/${cartId}/payment-information`, {
      email: PARIS.email,
      paymentMethod: { method: 'cashondelivery' },
      billingAddress: PARIS,
    });
    expect(res.statusCode).toBe(400);
    // In the French store's language.
    expect(res.json()).toEqual({ message: 'Désolé, la commande sans compte n’est pas disponible.', parameters: [] });
    expect((await client().get(`${FR}/guest-carts/${cartId}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, PARIS.email))).toEqual([]);
  });

  it('lets the demo customers log in and order there, in euros', async () => {
    const login = await client().post(`${FR}/integration/customer/token`, { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(login.statusCode).toBe(200);
    const me = client(login.json());
    const quoteId = String((await me.post(`${FR}/carts/mine`)).json());
    expect((await me.post(`${FR}/carts/mine/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: quoteId } })).statusCode).toBe(200);
    const shipping = await me.post(`${FR}/carts/mine/shipping-information`, {
      addressInformation: { shipping_address: PARIS, billing_address: PARIS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    const placed = await me.post(`${FR}/carts/mine/payment-information`, { paymentMethod: { method: 'cashondelivery' }, billingAddress: PARIS });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(placed.json())));
    // 2 × €6.99 + €3.99 delivery + €1.50 cash on delivery.
    // The delivery method as the store named it at the time of the order, in French.
    expect(order).toMatchObject({ currency: 'EUR', grandTotal: 1947, shippingDescription: 'Livraison à domicile - Forfait' });
    // The same customer's UK basket is another cart.
    expect(String((await me.post('carts/mine')).json())).not.toBe(quoteId);
    expect((await me.get('carts/mine/totals')).json()).toMatchObject({ items_qty: 0, quote_currency_code: 'GBP' });
  });

  it('lists the stores and their currencies for the storefront', async () => {
    const views = (await client().get('/rest/default/V1/store/storeViews')).json();
    expect(views.map((v: { code: string; name: string }) => [v.code, v.name])).toEqual([
      ['uk', 'United Kingdom'],
      ['fr', 'France'],
      ['de', 'Deutschland'],
      ['mx', 'México'],
      ['br', 'Brasil'],
      ['nl', 'Nederland'],
      ['us', 'United States'],
    ]);
    expect(views[0]).toMatchObject({ website_id: 1, store_group_id: 1, is_active: 1, extension_attributes: { is_default: true, country_id: 'GB' } });
    const configs = (await client().get(`${FR}/store/storeConfigs?storeCodes[]=fr`)).json();
    expect(configs).toEqual([
      {
        id: views[1].id,
        code: 'fr',
        website_id: 1,
        locale: 'fr_FR',
        base_currency_code: 'EUR',
        default_display_currency_code: 'EUR',
        timezone: 'Europe/Paris',
        weight_unit: 'kgs',
        extension_attributes: {
          is_default: false,
          country_id: 'FR',
          prices_include_tax: true,
          // As Magento's checkout config writes it; the storefront fills in the amount (1 234,50 €).
          price_format: {
            pattern: '%s\u00a0€',
            negativePattern: '-%s\u00a0€',
            precision: 2,
            decimalSymbol: ',',
            groupSymbol: '\u202f',
            groupLength: 3,
            minimumGroupingDigits: 1,
          },
        },
      },
    ]);
    const byDefault = (await client().get('/rest/default/V1/store/storeConfigs?storeCodes[]=default')).json();
    expect(byDefault.map((c: { code: string; base_currency_code: string; timezone: string }) => [c.code, c.base_currency_code, c.timezone])).toEqual([
      ['uk', 'GBP', 'Europe/London'],
    ]);
    expect((await client().get('/rest/default/V1/store/storeConfigs')).json()).toHaveLength(7);
    expect((await client().get('/rest/xx/V1/store/storeViews')).statusCode).toBe(404);
  });

  it('offers 6-monthly subscriptions, which make the device free on their own segment; the UK does not', async () => {
    const sixMonthly = { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 6 } } };
    const product = (await client().get(`${FR}/products/EPOD-CRISP-MINT-12`)).json();
    expect(product.custom_attributes.find((a: { attribute_code: string }) => a.attribute_code === 'subscription_intervals').value).toBe('1,6');
    const cartId = await guestCart([{ sku: 'EPOD2-KIT-BLACK', qty: 1 }]);
    const added = await client().post(`${FR}/guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, product_option: sixMonthly } });
    expect(added.json().product_option.extension_attributes.subscription_option).toEqual({ create_new_subscription_at_checkout: true, interval: 6 });
    const totals = (await client().get(`${FR}/guest-carts/${cartId}/totals`)).json();
    expect(segment(totals, 'six_monthly_free_device_discount')).toBeDefined();
    expect(segment(totals, 'free_device_discount')).toBeUndefined();
    const data = (await client().get(`${FR}/guest-carts/${cartId}/cart-data`)).json();
    expect(data.free_device_prompt).toBeNull();

    const ukCart = (await client().post('/rest/default/V1/guest-carts')).json() as string;
    const refused = await client().post(`/rest/default/V1/guest-carts/${ukCart}/items`, {
      cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, product_option: sixMonthly },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The subscription interval %1 is not available for this product.', parameters: [6] });
  });

  it('prices a totals estimate with the estimate address itself: postcode-priced rates agree with the totals', async () => {
    const cartId = await guestCart([{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const corsica = { country_id: 'FR', postcode: '20000', city: 'Ajaccio' };
    const rates = (await client().post(`${FR}/guest-carts/${cartId}/estimate-shipping-methods`, { address: corsica })).json();
    const priced = rates.filter((r: { available: boolean; price_incl_tax: number }) => r.available && r.price_incl_tax > 0);
    expect(priced.length).toBeGreaterThan(0);
    for (const rate of priced) {
      const totals = (
        await client().post(`${FR}/guest-carts/${cartId}/totals-information`, {
          addressInformation: {
            address: { countryId: 'FR', postcode: '20000', city: 'Ajaccio' },
            shipping_carrier_code: rate.carrier_code,
            shipping_method_code: rate.method_code,
          },
        })
      ).json();
      expect({ method: `${rate.carrier_code}_${rate.method_code}`, shipping: totals.shipping_incl_tax }).toEqual({
        method: `${rate.carrier_code}_${rate.method_code}`,
        shipping: rate.price_incl_tax,
      });
    }
  });
});
