import { eq } from 'drizzle-orm';
import { carts, orders, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { startTestGateway } from '../../payment/server/testing';
import { messageIn } from '../../../shared/server/testing/messages';

const NL = '/rest/nl/V1';
const US = '/rest/us/V1';
const SKU = 'EPOD-CRISP-MINT-12';

const AMSTERDAM = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Damrak 1'],
  city: 'Amsterdam',
  postcode: '1012 LG',
  country_id: 'NL',
  telephone: '+31612345678',
  email: 'sanne.devries@example.com',
};
const NEW_YORK = {
  firstname: 'Jordan',
  lastname: 'Smith',
  street: ['350 Fifth Avenue'],
  city: 'New York',
  postcode: '10118',
  country_id: 'US',
  region_id: 43,
  region_code: 'NY',
  region: 'New York',
  telephone: '+12127363100',
  email: 'jordan.smith@example.com',
};
const LOS_ANGELES = {
  ...NEW_YORK,
  street: ['200 N Spring St'],
  city: 'Los Angeles',
  postcode: '90012',
  region_id: 12,
  region_code: 'CA',
  region: 'California',
};
const PORTLAND = { ...NEW_YORK, street: ['1221 SW 4th Ave'], city: 'Portland', postcode: '97204', region_id: 49, region_code: 'OR', region: 'Oregon' };
const ANCHORAGE = { ...NEW_YORK, street: ['632 W 6th Ave'], city: 'Anchorage', postcode: '99501', region_id: 2, region_code: 'AK', region: 'Alaska' };

const ACH = {
  cc_type: 'ACH_DIRECT_DEBIT-SSL',
  ach_account: 'Checking',
  ach_accountNumber: '000123456789',
  ach_routingNumber: '021000021',
  ach_emailaddress: 'jordan.smith@example.com',
};

/** A JSON answer, untyped as light-my-request's `json()` is in the other route tests. */
type JsonAnswer = ReturnType<typeof JSON.parse>;

interface Segment {
  code: string;
  title: string;
  value: number;
  extension_attributes?: { tax_grandtotal_details?: { rates: { percent: string; title: string }[] }[] };
}

describe('the Dutch and American stores, over HTTP', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let shopUrl: string;
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp();
    shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: JsonAnswer }> {
    const response = await fetch(`${shopUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }
  const ok = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json;
  };

  async function basket(store: string, qty = 2): Promise<string> {
    const cartId = (await ok('POST', `${store}/guest-carts`)) as string;
    await ok('POST', `${store}/guest-carts/${cartId}/items`, { cartItem: { sku: SKU, qty, quote_id: cartId } });
    return cartId;
  }
  const shipTo = (store: string, cartId: string, address: object, carrier: string, method = carrier) =>
    call('POST', `${store}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: carrier, shipping_method_code: method },
    });
  const segment = (totals: { total_segments: Segment[] }, code: string) => totals.total_segments.find((s) => s.code === code)!;
  const taxRate = (totals: { total_segments: Segment[] }) => segment(totals, 'tax').extension_attributes?.tax_grandtotal_details?.[0]?.rates[0];
  const cartOf = async (maskedId: string) => (await t.database.db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];

  it('lists both stores for the footer’s ‘Shop in’, each with its locale, currency and time zone', async () => {
    const views = (await ok('GET', '/rest/default/V1/store/storeViews')) as { code: string; name: string }[];
    expect(views.map((v) => [v.code, v.name])).toEqual(
      expect.arrayContaining([
        ['nl', 'Nederland'],
        ['us', 'United States'],
      ]),
    );
    const configs = (await ok('GET', '/rest/default/V1/store/storeConfigs?storeCodes[]=nl&storeCodes[]=us')) as Record<string, unknown>[];
    expect(configs).toEqual([
      expect.objectContaining({ code: 'nl', locale: 'nl_NL', base_currency_code: 'EUR', timezone: 'Europe/Amsterdam' }),
      expect.objectContaining({ code: 'us', locale: 'en_US', base_currency_code: 'USD', timezone: 'America/New_York' }),
    ]);
  });

  describe('nl', () => {
    it('finds 21% VAT inside the prices and the PostNL delivery of a Dutch order', async () => {
      const cartId = await basket(NL);
      const answer = await shipTo(NL, cartId, AMSTERDAM, 'flatrate');
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.payment_methods.map((m: { code: string }) => m.code)).toEqual(['worldpay_cc', 'worldpay_apm']);
      const totals = await ok('GET', `${NL}/guest-carts/${cartId}/totals`);
      // €6.99 × 2 + €3.95: 21/121 of each part is VAT (€2.43 + €0.69).
      expect(totals).toMatchObject({
        quote_currency_code: 'EUR',
        subtotal_incl_tax: 13.98,
        shipping_incl_tax: 3.95,
        tax_amount: 3.12,
        grand_total: 17.93,
      });
      expect(segment(totals, 'shipping')).toMatchObject({ title: 'Shipping & Handling (PostNL - Standaard)', value: 3.95 });
      expect(taxRate(totals)).toEqual({ percent: '21', title: 'btw' });
    });

    it('refuses a postcode that is not Dutch, and takes 1234 AB with or without its space', async () => {
      const cartId = await basket(NL, 1);
      const refused = await shipTo(NL, cartId, { ...AMSTERDAM, postcode: '1012' }, 'flatrate');
      expect(refused).toEqual({ status: 400, json: { message: messageIn('nl', 'Please enter a valid postcode (Ex: 1234 AB).'), parameters: [] } });
      expect((await shipTo(NL, cartId, { ...AMSTERDAM, postcode: '1012LG' }, 'flatrate')).status).toBe(200);
      const estimate = await ok('POST', `${NL}/guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'US', postcode: '10118' } });
      expect(estimate).toEqual([]);
    });

    it('places an iDEAL order for the server’s total, its bank sent to the gateway', async () => {
      const cartId = await basket(NL);
      expect((await shipTo(NL, cartId, AMSTERDAM, 'flatrate')).status).toBe(200);
      const orderId = await ok('POST', `${NL}/guest-carts/${cartId}/payment-information`, {
        email: AMSTERDAM.email,
        paymentMethod: { method: 'worldpay_apm', additional_data: { cc_type: 'IDEAL-SSL', cc_bank: 'RABOBANK' } },
      });
      const cart = await cartOf(cartId);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
      expect(String(order.id)).toBe(orderId);
      expect(order).toMatchObject({
        paymentMethod: 'worldpay_apm',
        grandTotal: 1793,
        currency: 'EUR',
        state: 'pending_payment',
        shippingDescription: 'PostNL - Standaard',
      });
      const [payment] = await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderCode, `A${cart.id}`));
      expect(payment).toMatchObject({ amount: 1793, currency: 'EUR', cardType: 'IDEAL-SSL' });
      expect(twin.gateway.payment(payment.paymentId)?.apm).toMatchObject({ type: 'IDEAL-SSL', bank: 'RABOBANK' });
    });
  });

  describe('us', () => {
    it.each([
      // $7.99 × 2 = $15.98 and UPS Ground $6.99, each taxed at the state's rate.
      ['New York', NEW_YORK, '4', 0.92, 23.89],
      ['California', LOS_ANGELES, '7.25', 1.67, 24.64],
      ['Oregon', PORTLAND, '0', 0, 22.97],
    ])('adds %s’s sales tax on its own line, on top of prices without tax', async (_state, address, percent, tax, grandTotal) => {
      const cartId = await basket(US);
      const answer = await shipTo(US, cartId, address, 'tablerate', 'bestway');
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.payment_methods.map((m: { code: string }) => m.code)).toEqual(['worldpay_cc', 'worldpay_apm']);
      const totals = await ok('GET', `${US}/guest-carts/${cartId}/totals`);
      expect(totals).toMatchObject({ quote_currency_code: 'USD', subtotal: 15.98, shipping_amount: 6.99, tax_amount: tax, grand_total: grandTotal });
      expect(segment(totals, 'subtotal').value).toBe(15.98);
      expect(segment(totals, 'tax')).toMatchObject({ title: 'Tax', value: tax });
      expect(taxRate(totals)).toEqual({ percent, title: 'Sales Tax' });
    });

    it('names the tax before the state is known, and prices delivery by state (Alaska by air)', async () => {
      const cartId = await basket(US);
      const before = await ok('GET', `${US}/guest-carts/${cartId}/totals`);
      expect(before).toMatchObject({ subtotal: 15.98, tax_amount: 0, grand_total: 15.98 });
      expect(taxRate(before)).toEqual({ percent: '0', title: 'Sales Tax' });
      const estimate = (address: object) => ok('POST', `${US}/guest-carts/${cartId}/estimate-shipping-methods`, { address });
      expect(await estimate({ country_id: 'US', region_id: 43, postcode: '10118' })).toEqual([
        expect.objectContaining({
          carrier_code: 'tablerate',
          carrier_title: 'UPS',
          method_title: 'Ground',
          amount: 6.99,
          price_excl_tax: 6.99,
          price_incl_tax: 7.27,
        }),
      ]);
      expect(await estimate({ country_id: 'US', region_code: 'AK', postcode: '99501' })).toEqual([
        expect.objectContaining({ amount: 19.99, price_excl_tax: 19.99, price_incl_tax: 19.99 }),
      ]);
      const alaska = await shipTo(US, cartId, ANCHORAGE, 'tablerate', 'bestway');
      expect(alaska.json.totals).toMatchObject({ shipping_amount: 19.99, tax_amount: 0, grand_total: 35.97 });
    });

    it('refuses a malformed ZIP code and an address without its state, and takes ZIP+4', async () => {
      const cartId = await basket(US, 1);
      expect(await shipTo(US, cartId, { ...NEW_YORK, postcode: '1011' }, 'tablerate', 'bestway')).toEqual({
        status: 400,
        json: { message: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).', parameters: [] },
      });
      const stateless = { ...NEW_YORK, region_id: undefined, region_code: undefined, region: undefined };
      expect(await shipTo(US, cartId, stateless, 'tablerate', 'bestway')).toEqual({
        status: 400,
        json: { message: 'Please specify a regionId in shipping address.', parameters: [] },
      });
      expect((await shipTo(US, cartId, { ...NEW_YORK, postcode: '10118-0110' }, 'tablerate', 'bestway')).status).toBe(200);
    });

    it('places an ACH direct debit order for the total with New York’s tax, keeping only the account’s last four digits', async () => {
      const cartId = await basket(US);
      expect((await shipTo(US, cartId, NEW_YORK, 'tablerate', 'bestway')).status).toBe(200);
      const place = (additional_data: object) =>
        call('POST', `${US}/guest-carts/${cartId}/payment-information`, { email: NEW_YORK.email, paymentMethod: { method: 'worldpay_apm', additional_data } });
      const mistyped = await place({ ...ACH, ach_routingNumber: '021000012' });
      expect(mistyped).toEqual({ status: 400, json: { message: 'Please enter a valid routing number.', parameters: { fieldName: 'ach_routingNumber' } } });
      const placed = await place(ACH);
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      const cart = await cartOf(cartId);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
      expect(order).toMatchObject({ paymentMethod: 'worldpay_apm', grandTotal: 2389, currency: 'USD', state: 'pending_payment' });
      const [payment] = await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderCode, `A${cart.id}`));
      expect(payment).toMatchObject({ amount: 2389, currency: 'USD', cardType: 'ACH_DIRECT_DEBIT-SSL', cardLast4: '6789' });
      expect(JSON.stringify(payment)).not.toContain('000123456789');
    });
  });
});
