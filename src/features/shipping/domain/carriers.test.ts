import { type ShippingSettings, estimateRates, findRate } from './carriers';

const settings: ShippingSettings = {
  flatRate: { enabled: true, price: 399, title: 'Flat Rate', methodTitle: 'Fixed' },
  freeShipping: { enabled: true, threshold: 2500, title: 'Free Shipping', methodTitle: 'Free' },
};
const context = (basketValueInclTax: number, countryId = 'GB') => ({ countryId, allowedCountries: ['GB'], basketValueInclTax, isVirtual: false });

describe('estimateRates', () => {
  it.each([
    [2499, ['flatrate']],
    [2500, ['freeshipping', 'flatrate']],
  ])('for a basket of %i offers %j, cheapest first', (value, codes) => {
    expect(estimateRates(context(value), settings).map((r) => r.carrierCode)).toEqual(codes);
  });

  it('offers nothing where the store does not deliver, or for a virtual basket', () => {
    expect(estimateRates(context(5000, 'FR'), settings)).toEqual([]);
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
});
