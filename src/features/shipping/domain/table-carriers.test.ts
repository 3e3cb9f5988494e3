import { DEFAULT_MATRIX_RATE_ROWS, DEFAULT_TABLE_RATE_ROWS } from './carrier-config';
import { type ShippingContext, type ShippingSettings, estimateRates } from './carriers';
import { bestRow, parseRateRows } from './rate-table';
import type { RateTableSettings } from './shipping-settings';

const table = (rows = parseRateRows(JSON.stringify(DEFAULT_TABLE_RATE_ROWS))): RateTableSettings => ({
  enabled: true,
  title: 'Tracked Delivery',
  methodTitle: 'Tracked 48',
  tooltip: 'Tracked',
  condition: 'package_value_with_discount',
  rows,
});
const base: ShippingSettings = {
  flatRate: { enabled: false, price: 399, title: 'Flat Rate', methodTitle: 'Fixed' },
  freeShipping: { enabled: false, threshold: 2500, title: 'Free Shipping', methodTitle: 'Free' },
};
const context = (value: number, address: Partial<ShippingContext> = {}): ShippingContext => ({
  countryId: 'GB',
  allowedCountries: ['GB', 'US'],
  basketValueInclTax: value,
  isVirtual: false,
  postcode: 'GL1 1AA',
  region: 'Gloucestershire',
  itemsQty: 1,
  ...address,
});

describe('rate table rows from configuration', () => {
  it('reads Magento-style rows, defaulting wildcards, and drops bad rows rather than failing', () => {
    const rows = parseRateRows(JSON.stringify([{ country_id: 'gb', price: 100 }, { price: -1 }, { country_id: 'GB' }, 'x']));
    expect(rows).toEqual([
      { countryId: 'GB', region: '*', postcode: '*', conditionFrom: 0, conditionTo: null, price: 100, methodCode: 'standard', methodTitle: '', tooltip: '' },
    ]);
    expect(parseRateRows('{oops')).toEqual([]);
    expect(parseRateRows('{"a":1}')).toEqual([]);
    expect(parseRateRows('')).toEqual([]);
  });

  it('prefers a postcode prefix over a region over the country over any country, then the highest band', () => {
    const rows = parseRateRows(
      JSON.stringify([
        { country_id: '*', price: 1 },
        { country_id: 'GB', price: 2 },
        { country_id: 'GB', condition_from: 1000, price: 3 },
        { country_id: 'GB', region: 'gloucestershire', price: 4 },
        { country_id: 'GB', postcode: 'GL', price: 5 },
        { country_id: 'GB', postcode: 'GL1', price: 6 },
      ]),
    );
    const price = (value: number, address: Partial<ShippingContext>) => bestRow(rows, { ...context(value), ...address }, value)?.price;
    expect(price(0, { countryId: 'FR', postcode: null, region: null })).toBe(1);
    expect(price(0, { postcode: 'SW1A 1AA', region: null })).toBe(2);
    expect(price(1500, { postcode: 'SW1A 1AA', region: null })).toBe(3);
    expect(price(0, { postcode: 'SW1A 1AA' })).toBe(4);
    expect(price(0, { postcode: 'gl5 1aa' })).toBe(5);
    expect(price(0, { postcode: 'GL1 1AA' })).toBe(6);
  });
});

describe('table rate', () => {
  const settings = { ...base, tableRate: table() };
  it.each([
    ['a small basket', 1000, 'GL1 1AA', 495],
    ['a basket from £20', 2000, 'GL1 1AA', 295],
    ['Northern Ireland', 3000, 'BT1 1AA', 795],
    ['the Outer Hebrides', 1000, 'HS1 2AA', 795],
  ])('prices %s', (_name, value, postcode, amount) => {
    expect(estimateRates(context(value, { postcode }), settings)).toEqual([
      {
        carrierCode: 'tablerate',
        methodCode: 'bestway',
        carrierTitle: 'Tracked Delivery',
        methodTitle: 'Tracked 48',
        amount,
        available: true,
        errorMessage: '',
        tooltipMessage: 'Tracked',
      },
    ]);
  });

  it('offers nothing where no row covers the destination', () => {
    expect(estimateRates(context(1000, { countryId: 'US', region: 'CA', postcode: '90210' }), settings)).toEqual([]);
  });

  it('can count units instead of basket value', () => {
    const byQty = {
      ...base,
      tableRate: {
        ...table(parseRateRows('[{"country_id":"GB","price":300},{"country_id":"GB","condition_from":3,"price":0}]')),
        condition: 'package_qty' as const,
      },
    };
    expect(estimateRates(context(100, { itemsQty: 2 }), byQty)[0].amount).toBe(300);
    expect(estimateRates(context(100, { itemsQty: 3 }), byQty)[0].amount).toBe(0);
  });

  it('needs a region or region id', () => {
    const [rate] = estimateRates(context(1000, { region: null }), settings);
    expect(rate).toMatchObject({ carrierCode: 'tablerate', available: false, errorMessage: 'Field State/Province is required.' });
  });
});

describe('matrix rates', () => {
  const settings = { ...base, matrixRate: { ...table(parseRateRows(JSON.stringify(DEFAULT_MATRIX_RATE_ROWS))), title: 'Delivery Options', tooltip: '' } };
  const offered = (value: number, postcode = 'GL1 1AA') =>
    estimateRates(context(value, { postcode, region: null }), settings).map((r) => [r.carrierCode, r.methodCode, r.methodTitle, r.amount]);

  it('offers several methods for one destination, each priced by its own rows', () => {
    expect(offered(1000)).toEqual([
      ['matrixrate', 'standard', 'Standard', 349],
      ['matrixrate', 'nextday', 'Next Working Day', 599],
    ]);
    expect(offered(2500)).toEqual([
      ['matrixrate', 'standard', 'Standard', 0],
      ['matrixrate', 'nextday', 'Next Working Day', 599],
    ]);
    expect(offered(1000, 'BT7 1NN')[1]).toEqual(['matrixrate', 'nextday', 'Next Working Day', 999]);
  });

  it('takes each method tooltip from its row', () => {
    expect(estimateRates(context(1000), settings)[1].tooltipMessage).toBe('Order by 2pm for delivery the next working day.');
  });

  it('needs only the country', () => {
    expect(offered(1000, '')).toHaveLength(2);
  });
});
