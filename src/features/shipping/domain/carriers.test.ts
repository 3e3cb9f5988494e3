import { shippingSettings } from './settings';
import { type ShippingContext, type ShippingSettings, estimateRates, findRate } from './carriers';

const fixed = (price: number, title: string, methodTitle: string) => ({ enabled: true, price, title, methodTitle, tooltip: `${methodTitle} promise` });
const settings: ShippingSettings = {
  flatRate: { enabled: true, price: 399, title: 'Flat Rate', methodTitle: 'Fixed' },
  freeShipping: { enabled: true, threshold: 2500, title: 'Free Shipping', methodTitle: 'Free' },
};
const allOn: ShippingSettings = {
  ...settings,
  express1: fixed(599, 'Express Delivery', 'Next Working Day'),
  express2: fixed(899, 'Express Delivery', 'Timed'),
  express3: fixed(999, 'Express Delivery', 'Saturday'),
  postal: fixed(299, 'Standard Post', '2nd Class'),
};
const context = (basketValueInclTax: number, countryId = 'GB'): ShippingContext => ({
  countryId,
  allowedCountries: ['GB', 'FR'],
  basketValueInclTax,
  isVirtual: false,
  originCountryId: 'GB',
});
const fullAddress = { postcode: 'GL1 1AA', city: 'Gloucester' };
const codes = (rates: { carrierCode: string }[]) => rates.map((r) => r.carrierCode);

describe('estimateRates', () => {
  it.each([
    [2499, ['flatrate']],
    [2500, ['freeshipping', 'flatrate']],
  ])('for a basket of %i offers %j, cheapest first', (value, expected) => {
    expect(codes(estimateRates({ ...context(value), allowedCountries: ['GB'] }, settings))).toEqual(expected);
  });

  it('offers nothing where the store does not deliver, or for a virtual basket', () => {
    expect(estimateRates(context(5000, 'DE'), settings)).toEqual([]);
    expect(estimateRates({ ...context(5000), isVirtual: true }, settings)).toEqual([]);
  });

  it('leaves out disabled carriers', () => {
    const noFlat = { ...settings, flatRate: { ...settings.flatRate, enabled: false } };
    expect(estimateRates(context(100), noFlat)).toEqual([]);
  });

  it('finds only an offered rate', () => {
    const rates = estimateRates(context(100), settings);
    expect(findRate(rates, 'flatrate', 'flatrate')?.amount).toBe(399);
    expect(findRate(rates, 'freeshipping', 'freeshipping')).toBeUndefined();
  });

  it('puts every enabled carrier in price order, with its titles and tooltip', () => {
    const rates = estimateRates({ ...context(3000), ...fullAddress }, allOn);
    expect(rates.map((r) => [r.carrierCode, r.amount])).toEqual([
      ['freeshipping', 0],
      ['postal', 299],
      ['flatrate', 399],
      ['express1', 599],
      ['express2', 899],
      ['express3', 999],
    ]);
    expect(rates[3]).toEqual({
      carrierCode: 'express1',
      methodCode: 'express1',
      carrierTitle: 'Express Delivery',
      methodTitle: 'Next Working Day',
      amount: 599,
      available: true,
      errorMessage: '',
      tooltipMessage: 'Next Working Day promise',
    });
  });

  it('lists carriers missing a field after the offered ones, unavailable and saying which field', () => {
    const rates = estimateRates(context(100), allOn);
    expect(rates.map((r) => [r.carrierCode, r.available, r.errorMessage])).toEqual([
      ['flatrate', true, ''],
      ['express1', false, 'Field Zip/Postal Code is required.'],
      ['express2', false, 'Field Zip/Postal Code is required.'],
      ['express3', false, 'Field Zip/Postal Code is required.'],
      ['postal', false, 'Field Zip/Postal Code is required.'],
    ]);
    expect(findRate(rates, 'express1', 'express1')).toBeUndefined();
  });

  it('lets the postal carrier quote abroad without a postcode, but not at home', () => {
    const abroad = estimateRates(context(100, 'FR'), allOn).find((r) => r.carrierCode === 'postal');
    expect(abroad).toMatchObject({ available: true, amount: 299 });
    const home = estimateRates({ ...context(100), city: 'Gloucester' }, allOn).find((r) => r.carrierCode === 'postal');
    expect(home).toMatchObject({ available: false, errorMessage: 'Field Zip/Postal Code is required.' });
  });

  it('never charges a misconfigured negative price', () => {
    const negative = { ...allOn, postal: fixed(-100, 'Standard Post', '2nd Class') };
    expect(estimateRates({ ...context(100), ...fullAddress }, negative)[0]).toMatchObject({ carrierCode: 'postal', amount: 0 });
  });
});

describe('carrier settings from store configuration', () => {
  it('configures every further carrier but enables none of them by default', () => {
    const { shipping } = shippingSettings.read({});
    expect(shipping.express1).toMatchObject({ enabled: false, price: 599, title: 'Express Delivery', methodTitle: 'Next Working Day' });
    expect(shipping.express2).toMatchObject({ enabled: false, price: 899 });
    expect(shipping.express3).toMatchObject({ enabled: false, price: 999, methodTitle: 'Saturday Delivery' });
    expect(shipping.postal).toMatchObject({ enabled: false, price: 299, title: 'Standard Post', methodTitle: '2nd Class' });
    expect(shipping.tableRate).toMatchObject({ enabled: false, condition: 'package_value_with_discount' });
    expect(shipping.tableRate?.rows.length).toBeGreaterThan(0);
    expect(shipping.matrixRate?.rows.map((r) => r.methodCode)).toContain('nextday');
    expect(codes(estimateRates({ ...context(3000), ...fullAddress, region: 'Glos' }, shipping))).toEqual(['freeshipping', 'flatrate']);
  });

  it('enables and prices a carrier through its config keys', () => {
    const { shipping } = shippingSettings.read({
      'carriers/express1/active': '1',
      'carriers/express1/price': '650',
      'carriers/express1/title': 'Courier',
      'carriers/express1/name': 'Tomorrow',
      'carriers/tablerate/condition_name': 'package_qty',
      'carriers/tablerate/rates': 'not json',
    });
    expect(shipping.express1).toEqual({ enabled: true, price: 650, title: 'Courier', methodTitle: 'Tomorrow', tooltip: expect.any(String) });
    expect(shipping.tableRate).toMatchObject({ condition: 'package_qty', rows: [] });
  });
});
