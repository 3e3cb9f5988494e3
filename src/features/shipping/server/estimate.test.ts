import { UK_ADDRESS, customerToken, newGuestCart, readyGuestCart, shopClient } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';

const ALL_CARRIERS_ON = {
  'carriers/tablerate/active': '1',
  'carriers/matrixrate/active': '1',
  'carriers/express1/active': '1',
  'carriers/express2/active': '1',
  'carriers/express3/active': '1',
  'carriers/postal/active': '1',
};
const FULL_ADDRESS = { country_id: 'GB', postcode: 'GL1 1AA', city: 'Gloucester', region: 'Gloucestershire' };
type Rate = { carrier_code: string; method_code: string; amount: number; available: boolean; error_message: string };

describe.skipIf(postgresSkipReason)('estimate-shipping-methods with the carriers of store configuration', () => {
  let t: TestApp;
  let cartId: string;
  const client = () => shopClient(t);
  const estimate = async (address: object): Promise<Rate[]> => (await client().post(`guest-carts/${cartId}/estimate-shipping-methods`, { address })).json();
  const rows = (rates: Rate[]) => rates.map((r) => [`${r.carrier_code}/${r.method_code}`, r.amount, r.available, r.error_message]);

  beforeAll(async () => {
    t = await createTestApp();
    cartId = await newGuestCart(t);
    await client().post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } }); // £5.99
  });
  afterAll(() => t.close());

  it('answers in Magento shape with the tooltip, and only with the carriers enabled by default', async () => {
    expect(await estimate(FULL_ADDRESS)).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_title: 'Fixed',
        amount: 3.99,
        base_amount: 3.99,
        available: true,
        error_message: '',
        price_excl_tax: 3.32,
        price_incl_tax: 3.99,
        extension_attributes: { tooltip_message: 'Delivered in 3–5 working days.' },
      },
    ]);
  });

  it.each([
    ['tablerate', 'tablerate/bestway', 'Tracked Delivery', 'Tracked 48', 4.95],
    ['matrixrate', 'matrixrate/standard', 'Delivery Options', 'Standard', 3.49],
    ['express1', 'express1/express1', 'Express Delivery', 'Next Working Day', 5.99],
    ['express2', 'express2/express2', 'Express Delivery', 'Timed Delivery before 12pm', 8.99],
    ['express3', 'express3/express3', 'Express Delivery', 'Saturday Delivery', 9.99],
    ['postal', 'postal/postal', 'Standard Post', '2nd Class', 2.99],
  ])('offers %s once its config turns it on', async (code, method, carrierTitle, methodTitle, amount) => {
    const restore = await setStoreConfig(t.database.db, { [`carriers/${code}/active`]: '1', 'carriers/flatrate/active': '0' });
    try {
      const [rate] = (await estimate(FULL_ADDRESS)) as (Rate & Record<string, unknown>)[];
      expect(`${rate.carrier_code}/${rate.method_code}`).toBe(method);
      expect(rate).toMatchObject({ carrier_title: carrierTitle, method_title: methodTitle, amount, price_incl_tax: amount, available: true });
    } finally {
      await restore();
    }
  });

  describe('with every carrier on', () => {
    let restore: () => Promise<void>;
    beforeAll(async () => {
      restore = await setStoreConfig(t.database.db, ALL_CARRIERS_ON);
    });
    afterAll(() => restore());

    it('offers them all for a full address, cheapest first', async () => {
      expect(rows(await estimate(FULL_ADDRESS))).toEqual([
        ['postal/postal', 2.99, true, ''],
        ['matrixrate/standard', 3.49, true, ''],
        ['flatrate/flatrate', 3.99, true, ''],
        ['tablerate/bestway', 4.95, true, ''],
        ['matrixrate/nextday', 5.99, true, ''],
        ['express1/express1', 5.99, true, ''],
        ['express2/express2', 8.99, true, ''],
        ['express3/express3', 9.99, true, ''],
      ]);
    });

    it('lists the carriers a field is missing for after the offered ones, saying which field', async () => {
      expect(rows(await estimate({ country_id: 'GB' }))).toEqual([
        ['matrixrate/standard', 3.49, true, ''],
        ['flatrate/flatrate', 3.99, true, ''],
        ['matrixrate/nextday', 5.99, true, ''],
        ['tablerate/bestway', 0, false, 'Field Zip/Postal Code is required.'],
        ['express1/express1', 0, false, 'Field Zip/Postal Code is required.'],
        ['express2/express2', 0, false, 'Field Zip/Postal Code is required.'],
        ['express3/express3', 0, false, 'Field Zip/Postal Code is required.'],
        ['postal/postal', 0, false, 'Field Zip/Postal Code is required.'],
      ]);
      const withPostcode = rows(await estimate({ country_id: 'GB', postcode: 'BT1 1AA' }));
      expect(withPostcode.filter(([, , available]) => !available)).toEqual([
        ['tablerate/bestway', 0, false, 'Field State/Province is required.'],
        ['express1/express1', 0, false, 'Field City is required.'],
        ['express3/express3', 0, false, 'Field City is required.'],
      ]);
      expect(withPostcode.find(([code]) => code === 'matrixrate/nextday')?.[1]).toBe(9.99);
    });

    it('accepts a region id in place of a region', async () => {
      const rates = await estimate({ country_id: 'GB', postcode: 'GL1 1AA', region_id: 7 });
      expect(rates.find((r) => r.carrier_code === 'tablerate')).toMatchObject({ available: true, amount: 4.95 });
    });

    it('lets the shopper choose an offered rate but not an unavailable one', async () => {
      const express = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }], 'express1');
      expect((await client().get(`guest-carts/${express}/totals`)).json()).toMatchObject({ shipping_incl_tax: 5.99, grand_total: 11.98 });
      const table = await client().post(`guest-carts/${express}/shipping-information`, {
        addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'tablerate', shipping_method_code: 'bestway' },
      });
      expect(table.statusCode).toBe(400);
      expect(table.json().parameters).toEqual({ carrierCode: 'tablerate', methodCode: 'bestway' });
    });

    it('estimates a saved address by id with its postcode and city', async () => {
      const jane = shopClient(t, { token: await customerToken(t) });
      await jane.post('carts/mine');
      await jane.post('carts/mine/items', { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1 } });
      const saved = (await jane.get('customers/me')).json().addresses[0];
      const rates: Rate[] = (await jane.post('carts/mine/estimate-shipping-methods-by-address-id', { addressId: saved.id })).json();
      expect(rates.find((r) => r.carrier_code === 'express1')).toMatchObject({ available: true, amount: 5.99 });
      expect(rates.find((r) => r.carrier_code === 'tablerate')).toMatchObject({ available: false, error_message: 'Field State/Province is required.' });
    });
  });

  it('answers an empty list where nothing delivers, for a virtual basket, and abroad', async () => {
    const restore = await setStoreConfig(t.database.db, { 'carriers/flatrate/active': '0' });
    try {
      expect(await estimate(FULL_ADDRESS)).toEqual([]);
    } finally {
      await restore();
    }
    const empty = await newGuestCart(t);
    expect((await client().post(`guest-carts/${empty}/estimate-shipping-methods`, { address: FULL_ADDRESS })).json()).toEqual([]);
    expect(await estimate({ ...FULL_ADDRESS, country_id: 'FR' })).toEqual([]);
  });
});
