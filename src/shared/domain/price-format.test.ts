import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWithPriceFormat, isPriceFormat, priceFormatOf } from './price-format';

// The stores' locales and currencies, and locales that place the minus or group differently.
const LOCALES: [string, string][] = [
  ['en-GB', 'GBP'],
  ['fr-FR', 'EUR'],
  ['de-DE', 'EUR'],
  ['es-MX', 'MXN'],
  ['pt-BR', 'BRL'],
  ['nl-NL', 'EUR'],
  ['es-ES', 'EUR'],
  ['en-US', 'USD'],
  ['es-CL', 'CLP'],
];

describe('a store’s price format', () => {
  it('carries what Magento’s priceFormat carries, for the UK store', () => {
    expect(priceFormatOf('en-GB', 'GBP')).toEqual({
      pattern: '£%s',
      negativePattern: '-£%s',
      precision: 2,
      decimalSymbol: '.',
      groupSymbol: ',',
      groupLength: 3,
      minimumGroupingDigits: 1,
    });
  });

  it('writes amounts as the locale does, minus and grouping included', () => {
    const write = (locale: string, currency: string, value: number) => formatWithPriceFormat(value, priceFormatOf(locale, currency));
    expect(write('en-GB', 'GBP', 1234.5)).toBe('£1,234.50');
    expect(write('en-GB', 'GBP', -3.2)).toBe('-£3.20');
    expect(write('fr-FR', 'EUR', 1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(write('nl-NL', 'EUR', -1234.5)).toBe('€\u00a0-1.234,50');
    expect(write('es-ES', 'EUR', 1234.5)).toBe('1234,50\u00a0€');
    expect(write('es-ES', 'EUR', 12345.5)).toBe('12.345,50\u00a0€');
    expect(write('es-CL', 'CLP', 1234.5)).toBe('$1.235');
  });

  it('rounds as the shopper reads the number: 1.005 is 1.01, 2.675 is 2.68', () => {
    const gbp = priceFormatOf('en-GB', 'GBP');
    expect(formatWithPriceFormat(1.005, gbp)).toBe('£1.01');
    expect(formatWithPriceFormat(2.675, gbp)).toBe('£2.68');
    expect(formatWithPriceFormat(9.995, gbp)).toBe('£10.00');
    expect(formatWithPriceFormat(1e21, gbp)).toBe('£1,000,000,000,000,000,000,000.00');
  });

  it.each(LOCALES)('in %s (%s), writes every amount exactly as Intl does', (locale, currency) => {
    const format = priceFormatOf(locale, currency);
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const amounts = fc.oneof(
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((minor) => minor / 100),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, -0.004, 0.125, 1.145, 999.995, 999_999.999, 1e21, 5e-7),
    );
    fc.assert(
      fc.property(amounts, (value) => formatWithPriceFormat(value, format) === intl.format(value)),
      { numRuns: 2000 },
    );
  });

  it('is taken from outside (an answer, the browser’s storage) only whole and well formed', () => {
    const gbp = priceFormatOf('en-GB', 'GBP');
    expect(LOCALES.every(([l, c]) => isPriceFormat(priceFormatOf(l, c)))).toBe(true);
    expect(isPriceFormat(null)).toBe(false);
    expect(isPriceFormat({ ...gbp, pattern: '£' })).toBe(false);
    expect(isPriceFormat({ ...gbp, pattern: '%s%s' })).toBe(false);
    expect(isPriceFormat({ ...gbp, precision: 2.5 })).toBe(false);
    expect(isPriceFormat({ ...gbp, groupLength: 0 })).toBe(false);
    expect(isPriceFormat({ ...gbp, groupSymbol: undefined })).toBe(false);
  });
});
