import type { ShippingRate } from '../../../shared/web/api/types';
import { chooseRate } from './rate-selection';

const rate = (code: string, amount: number, available = true): ShippingRate => ({
  carrier_code: code,
  method_code: code,
  carrier_title: code,
  method_title: code,
  amount,
  price_excl_tax: amount,
  price_incl_tax: amount,
  available,
  error_message: '',
});

describe('chooseRate (spec 001 §4)', () => {
  const free = rate('freeshipping', 0);
  const flat = rate('flatrate', 3.99);

  it.each([
    ['nothing chosen: the cheapest', [free, flat], null, 'freeshipping_freeshipping'],
    ['chosen one gone: the cheapest', [flat], 'freeshipping_freeshipping', 'flatrate_flatrate'],
    ['chosen one costlier than the first: the first', [free, flat], 'flatrate_flatrate', 'freeshipping_freeshipping'],
    ['chosen one is the cheapest: kept', [free, flat], 'freeshipping_freeshipping', 'freeshipping_freeshipping'],
    ['unavailable rates are skipped', [rate('x', 0, false), flat], null, 'flatrate_flatrate'],
    ['no rates: nothing', [], 'flatrate_flatrate', null],
  ] as const)('%s', (_label, rates, current, expected) => {
    expect(chooseRate([...rates], current)).toBe(expected);
  });
});

describe('the configured delivery method (checkout config selectedShippingMethod)', () => {
  const free = rate('freeshipping', 0);
  const flat = rate('flatrate', 3.99);
  it('is chosen first when offered, never over an existing choice, and ignored when not offered', () => {
    expect(chooseRate([free, flat], null, 'flatrate_flatrate')).toBe('flatrate_flatrate');
    expect(chooseRate([free, flat], 'freeshipping_freeshipping', 'flatrate_flatrate')).toBe('freeshipping_freeshipping');
    expect(chooseRate([free], null, 'flatrate_flatrate')).toBe('freeshipping_freeshipping');
  });
});

describe('the method saved on the cart (spec 001 §4: a saved selection is honoured)', () => {
  const free = rate('freeshipping', 0);
  const flat = rate('flatrate', 3.99);
  it('is kept while offered even when costlier than the first; another choice still follows the rule', () => {
    expect(chooseRate([free, flat], 'flatrate_flatrate', null, 'flatrate_flatrate')).toBe('flatrate_flatrate');
    expect(chooseRate([free], 'flatrate_flatrate', null, 'flatrate_flatrate')).toBe('freeshipping_freeshipping');
    expect(chooseRate([free, flat], 'flatrate_flatrate', null, 'freeshipping_freeshipping')).toBe('freeshipping_freeshipping');
  });
});
