import fc from 'fast-check';
import { type ShippingContext, type ShippingSettings, estimateRates } from './carriers';
import type { FixedPriceCarrierSettings, RateTableSettings } from './shipping-settings';

const price = fc.integer({ min: -500, max: 5000 });
const fixed: fc.Arbitrary<FixedPriceCarrierSettings> = fc.record({
  enabled: fc.boolean(),
  price,
  title: fc.constant('Carrier'),
  methodTitle: fc.constant('Method'),
  tooltip: fc.constant(''),
});
const row = fc.record({
  countryId: fc.constantFrom('*', 'GB', 'FR'),
  region: fc.constantFrom('*', 'Kent'),
  postcode: fc.constantFrom('*', 'BT', 'ME1'),
  conditionFrom: fc.integer({ min: 0, max: 5000 }),
  conditionTo: fc.option(fc.integer({ min: 1, max: 10000 }), { nil: null }),
  price: fc.nat(5000),
  methodCode: fc.constantFrom('standard', 'nextday'),
  methodTitle: fc.constant(''),
  tooltip: fc.constant(''),
});
const rateTable: fc.Arbitrary<RateTableSettings> = fc.record({
  enabled: fc.boolean(),
  title: fc.constant('Table'),
  methodTitle: fc.constant('Method'),
  tooltip: fc.constant(''),
  condition: fc.constantFrom('package_value_with_discount' as const, 'package_qty' as const),
  rows: fc.array(row, { maxLength: 6 }),
});
const settings: fc.Arbitrary<ShippingSettings> = fc.record({
  flatRate: fc.record({ enabled: fc.boolean(), price, title: fc.constant('Flat'), methodTitle: fc.constant('Fixed') }),
  freeShipping: fc.record({ enabled: fc.boolean(), threshold: fc.nat(5000), title: fc.constant('Free'), methodTitle: fc.constant('Free') }),
  tableRate: rateTable,
  matrixRate: rateTable,
  express1: fixed,
  express2: fixed,
  express3: fixed,
  postal: fixed,
});
const maybe = (text: fc.Arbitrary<string>) => fc.option(text, { nil: undefined });
const context: fc.Arbitrary<ShippingContext> = fc.record({
  countryId: fc.constantFrom('GB', 'FR'),
  allowedCountries: fc.constant(['GB', 'FR']),
  basketValueInclTax: fc.nat(10000),
  isVirtual: fc.constant(false),
  postcode: maybe(fc.constantFrom('', 'ME1 4AA', 'BT1 1AA', 'GL1 1AA')),
  city: maybe(fc.constantFrom('', 'Rochester')),
  region: maybe(fc.constantFrom('', 'Kent')),
  originCountryId: fc.constant('GB'),
  itemsQty: fc.nat(20),
});

describe('estimateRates for any configuration and address', () => {
  it('offers rates cheapest first, never negative, with the unavailable ones last and explained', () => {
    fc.assert(
      fc.property(context, settings, (ctx, s) => {
        const rates = estimateRates(ctx, s);
        const firstUnavailable = rates.findIndex((r) => !r.available);
        const offered = firstUnavailable < 0 ? rates : rates.slice(0, firstUnavailable);
        const rest = firstUnavailable < 0 ? [] : rates.slice(firstUnavailable);
        for (const r of rates) expect(r.amount).toBeGreaterThanOrEqual(0);
        for (let i = 1; i < offered.length; i++) expect(offered[i - 1].amount).toBeLessThanOrEqual(offered[i].amount);
        for (const r of rest) expect(r).toMatchObject({ available: false, errorMessage: expect.stringMatching(/^Field .+ is required\.$/) });
      }),
      { numRuns: 500 },
    );
  });
});
