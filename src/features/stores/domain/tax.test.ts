import { parseRegionTaxRates, parseTaxRates, splitTax, taxRulesFor } from './tax';

const store = { id: 1, code: 'uk', name: 'UK', countryId: 'GB', locale: 'en-GB', currency: 'GBP', taxRateBasisPoints: 2000, pricesIncludeTax: true };

describe('per-country tax rules', () => {
  const settings = { taxRatesByCountry: parseTaxRates('{"IE": 2300, "JE": 0, "xx": 5, "FR": -1, "DE": "19"}'), taxRatesByRegion: {} };

  it('reads only well-formed country rates', () => {
    expect(settings.taxRatesByCountry).toEqual({ IE: 2300, JE: 0 });
    expect(parseTaxRates('not json')).toEqual({});
  });

  it.each([
    ['IE', 2300],
    ['JE', 0],
    ['GB', 2000],
    [null, 2000],
  ])('destination %s is taxed at %i basis points', (country, rate) => {
    expect(taxRulesFor(store, settings, { countryId: country })).toEqual({ rateBasisPoints: rate, pricesIncludeTax: true });
  });
});

describe('sales tax by US state', () => {
  const us = { taxRateBasisPoints: 0, pricesIncludeTax: false };
  const settings = {
    taxRatesByCountry: {},
    taxRatesByRegion: parseRegionTaxRates('{"US": {"NY": 400, "CA": 725, "OR": 0, "TX": "6.25", "ny2": 5, "WA": 10001}, "us": {"NY": 1}, "CA": [1]}'),
  };

  it('reads only well-formed state rates', () => {
    expect(settings.taxRatesByRegion).toEqual({ US: { NY: 400, CA: 725, OR: 0 } });
    expect(parseRegionTaxRates('{')).toEqual({});
  });

  it.each([
    ['NY', 400],
    ['ca', 725],
    ['OR', 0],
    // A state without a rate in the table: the store's own rate (none).
    ['TX', 0],
    [null, 0],
  ])('an order to %s is taxed at %i basis points, on top of the prices', (state, rate) => {
    expect(taxRulesFor(us, settings, { countryId: 'US', regionCode: state })).toEqual({ rateBasisPoints: rate, pricesIncludeTax: false });
  });

  it('adds New York’s 4% and California’s 7.25% to a $15.98 basket', () => {
    expect(splitTax(1598, taxRulesFor(us, settings, { countryId: 'US', regionCode: 'NY' }))).toEqual({ net: 1598, tax: 64, gross: 1662 });
    expect(splitTax(1598, taxRulesFor(us, settings, { countryId: 'US', regionCode: 'CA' }))).toEqual({ net: 1598, tax: 116, gross: 1714 });
  });

  it('keeps a region’s rate to its own country', () => {
    expect(taxRulesFor(us, settings, { countryId: 'CA', regionCode: 'NY' }).rateBasisPoints).toBe(0);
  });
});

describe('Dutch VAT', () => {
  it('finds 21% inside a €13.98 basket', () => {
    const nl = { taxRateBasisPoints: 2100, pricesIncludeTax: true };
    expect(splitTax(1398, taxRulesFor(nl, { taxRatesByCountry: {}, taxRatesByRegion: {} }, { countryId: 'NL' }))).toEqual({ net: 1155, tax: 243, gross: 1398 });
  });
});
