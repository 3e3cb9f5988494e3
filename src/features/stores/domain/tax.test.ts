import { parseTaxRates, taxRulesFor } from './tax';

const store = { id: 1, code: 'uk', name: 'UK', countryId: 'GB', locale: 'en-GB', currency: 'GBP', taxRateBasisPoints: 2000, pricesIncludeTax: true };

describe('per-country tax rules', () => {
  const settings = { taxRatesByCountry: parseTaxRates('{"IE": 2300, "JE": 0, "xx": 5, "FR": -1, "DE": "19"}') };

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
    expect(taxRulesFor(store, settings, country)).toEqual({ rateBasisPoints: rate, pricesIncludeTax: true });
  });
});
