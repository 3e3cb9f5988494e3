import { eq, inArray } from 'drizzle-orm';
import { cartRules, orders, stores } from '../../../db/schema';
import { clearStoreCache } from '../../stores/server/scope';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, newGuestCart, readyGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';

const POD = 'EPOD-CRISP-MINT-12';
const EPEN = 'EPEN3-KIT-SILVER';
const jane = {
  front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal', pattern: 'Waves', icon: 'Heart' },
  back: { text: 'Est. 2024', typeface: 'Modern Sans', orientation: 'Vertical' },
};

interface TotalsItem {
  name: string;
  extension_attributes: { personalisation: unknown; subscription_option: unknown };
}

describe("the totals' lines carry what the order summary shows (spec 002 §2)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the engraving in full and the subscription choice, in the item’s extension attributes', async () => {
    const cartId = await newGuestCart(t);
    const client = shopClient(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: EPEN, qty: 1, product_option: { extension_attributes: { personalisation: jane } } } });
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: POD, qty: 2, product_option: subscription() } });
    const totals = (await client.get(`guest-carts/${cartId}/totals`)).json();
    const [pen, pods] = totals.items as TotalsItem[];
    expect(pen.extension_attributes).toMatchObject({ personalisation: jane, subscription_option: { create_new_subscription_at_checkout: false, interval: 0 } });
    expect(pods.extension_attributes).toMatchObject({ personalisation: null, subscription_option: { create_new_subscription_at_checkout: true, interval: 1 } });
    // The payment information's totals are the same totals.
    const payment = (await client.get(`guest-carts/${cartId}/payment-information`)).json();
    expect(payment.totals.items[0].extension_attributes.personalisation).toEqual(jane);
  });
});

describe('totals-information honours extension_attributes.advanced_conditions (spec 002 §7)', () => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let cartId: string;
  let ukId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id: ukId }] = await t.database.db.select().from(stores).where(eq(stores.isDefault, true));
    // One rule per advanced condition, each £1 off the basket (by_fixed on one pack), none with a coupon.
    const rule = (name: string, conditions: object) => ({ storeId: ukId, name, label: name, action: { type: 'by_fixed' as const, amount: 100 }, conditions });
    await t.database.db
      .insert(cartRules)
      .values([
        rule('Pay by card', { paymentMethods: ['worldpay_cc'] }),
        rule('London delivery', { cities: ['London'] }),
        rule('Baker Street', { shippingAddressLineContains: ['baker street'] }),
        rule('Billed in the Netherlands', { billingCountries: ['NL'] }),
        rule('Paid in euros', { currencies: ['EUR'] }),
      ]);
    clearStoreCache();
    client = shopClient(t);
    cartId = await newGuestCart(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: POD, qty: 1 } });
  });
  afterAll(async () => {
    await t.database.db
      .delete(cartRules)
      .where(inArray(cartRules.name, ['Pay by card', 'London delivery', 'Baker Street', 'Billed in the Netherlands', 'Paid in euros']));
    clearStoreCache();
    await t.close();
  });

  const estimate = async (address: object) =>
    client.post(`guest-carts/${cartId}/totals-information`, { addressInformation: { address: { countryId: 'GB', ...address } } });
  const rulesApplied = async (advanced: object, address: object = {}) => {
    const res = await estimate({ ...address, extension_attributes: { advanced_conditions: advanced } });
    expect(res.statusCode).toBe(200);
    return (res.json().extension_attributes.amrule_discount_breakdown as { rule_name: string }[]).map((r) => r.rule_name);
  };

  it('applies no advanced rule without the facts they name', async () => {
    expect(await rulesApplied({})).toEqual([]);
    expect((await estimate({})).json().discount_amount).toBe(0);
  });

  it('applies the rules whose payment method, city, street and billing country the estimate names', async () => {
    expect(await rulesApplied({ payment_method: 'worldpay_cc' })).toEqual(['Pay by card']);
    expect(await rulesApplied({ payment_method: 'cashondelivery' })).toEqual([]);
    expect(await rulesApplied({ city: ' london ' })).toEqual(['London delivery']);
    expect(await rulesApplied({}, { city: 'London' })).toEqual(['London delivery']);
    expect(await rulesApplied({ shipping_address_line: ['221B Baker Street', 'Flat 2'] })).toEqual(['Baker Street']);
    expect(await rulesApplied({ billing_address_country: 'nl' })).toEqual(['Billed in the Netherlands']);
    const all = await estimate({
      city: 'London',
      street: ['221B Baker Street'],
      extension_attributes: { advanced_conditions: { payment_method: 'worldpay_cc', billing_address_country: 'NL', currency: 'GBP', custom_attributes: [] } },
    });
    expect(all.json()).toMatchObject({ discount_amount: -4, grand_total: 1.99 });
  });

  it('places the order with the rules the billing address it sends meets, not the one the cart had', async () => {
    const ready = await readyGuestCart(t, [{ sku: POD, qty: 1 }]);
    const billingAddress = { ...UK_ADDRESS, street: ['Damrak 1'], city: 'Amsterdam', postcode: '1012 LG', country_id: 'NL', telephone: '+31612345678' };
    const res = await client.post(`guest-carts/${ready}/payment-information`, {
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      billingAddress,
      email: UK_ADDRESS.email,
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(res.json())));
    // £1 off for 'Billed in the Netherlands', the only rule this order meets.
    expect(order.discountAmount).toBe(-100);
  });

  it('prices in the store’s currency whatever currency the estimate names', async () => {
    expect(await rulesApplied({ currency: 'EUR' })).toEqual([]);
    expect((await estimate({ extension_attributes: { advanced_conditions: { currency: 'EUR' } } })).json().quote_currency_code).toBe('GBP');
  });

  it('saves nothing: the cart’s own totals stay as they were', async () => {
    await rulesApplied({ payment_method: 'worldpay_cc', city: 'London' });
    const saved = (await client.get(`guest-carts/${cartId}/totals`)).json();
    expect(saved).toMatchObject({ discount_amount: 0, grand_total: 5.99 });
  });

  it.each([
    [{ billing_address_country: 'NLD' }, 'Invalid country code', 'addressInformation.address.extension_attributes.advanced_conditions.billing_address_country'],
    [{ currency: 'POUNDS' }, 'Invalid currency code', 'addressInformation.address.extension_attributes.advanced_conditions.currency'],
  ])('refuses %j with a 400 and changes nothing', async (advanced, message, fieldName) => {
    const res = await estimate({ extension_attributes: { advanced_conditions: advanced } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, parameters: { fieldName } });
  });

  it('refuses conditions of the wrong type with a 400, never a 500', async () => {
    for (const advanced of [{ payment_method: 5 }, { city: ['London'] }, { shipping_address_line: [1] }, 'london']) {
      const res = await estimate({ extension_attributes: { advanced_conditions: advanced } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });
});
