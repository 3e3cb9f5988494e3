import {
  QTY_GREATER_THAN_ZERO_MESSAGE,
  QTY_INCREMENTS_MESSAGE,
  QTY_MAX_MESSAGE,
  QTY_MIN_MESSAGE,
  SUBSCRIPTION_TOO_FEW_MESSAGE,
  SUBSCRIPTION_TOO_MANY_MESSAGE,
} from './messages';
import { parseQuantity, validateItemQuantity, validateQuantity, validateQuantityIncrements, validateSubscriptionQuantity } from './quantity-rules';
import { ruleFailureText } from './rule-failure';

describe('validateQuantity (greater than 0)', () => {
  it.each([1, 2, 999, '3', ' 4 ', '+5', '6.0'])('accepts %j', (value) => {
    expect(validateQuantity(value)).toBeNull();
  });
  const notNumbers = ['', '  ', 'abc', '1e2', '0x10', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [], {}];
  it.each([0, -1, 1.5, '0', '-2', '2.5', ...notNumbers])('refuses %j', (value) => {
    expect(validateQuantity(value)).toEqual({ code: 'qty_greater_than_zero', message: QTY_GREATER_THAN_ZERO_MESSAGE });
  });
  it('parses numbers and numeric text', () => {
    expect([parseQuantity('2'), parseQuantity(3), parseQuantity('x')]).toEqual([2, 3, null]);
  });
});

describe('validateItemQuantity', () => {
  const limits = { minAllowed: 2, maxAllowed: 10, qtyIncrements: 2 };
  it.each([
    ['2', null],
    [10, null],
    [6, null],
    [0, 'qty_greater_than_zero'],
    [-4, 'qty_greater_than_zero'],
    [1, 'qty_min'],
    [12, 'qty_max'],
    [5, 'qty_increments'],
  ])('%j → %s', (value, code) => {
    expect(validateItemQuantity(value, limits)?.code ?? null).toBe(code);
  });
  it('only checks the limits that are set', () => {
    expect(validateItemQuantity(1_000, { minAllowed: null })).toBeNull();
    expect(validateItemQuantity(3)).toBeNull();
  });
  it.each([
    [1, { minAllowed: 2 }, QTY_MIN_MESSAGE, 'The fewest you may purchase is 2.'],
    [11, { maxAllowed: 10 }, QTY_MAX_MESSAGE, 'The maximum you may purchase is 10.'],
    [7, { qtyIncrements: 3 }, QTY_INCREMENTS_MESSAGE, 'You can buy this product only in quantities of 3 at a time.'],
  ])('%j with %j says %s', (value, itemLimits, template, text) => {
    const failure = validateItemQuantity(value, itemLimits);
    expect(failure?.message).toBe(template);
    expect(ruleFailureText(failure!)).toBe(text);
  });
  it('tolerates decimal increments', () => {
    expect(validateQuantityIncrements(3, 0.1)).toBeNull();
    expect(validateQuantityIncrements(3, 0)).toBeNull();
  });
});

describe('validateSubscriptionQuantity', () => {
  const limits = { min: 5, max: 20, brand: 'Vuse' };
  it.each([
    [0, null],
    [5, null],
    [20, null],
    [4, 'subscription_qty_too_few'],
    [21, 'subscription_qty_too_many'],
  ])('%i cartridges → %s', (total, code) => {
    expect(validateSubscriptionQuantity(total, limits)?.code ?? null).toBe(code);
  });
  it('fills %qty and {brand}', () => {
    const tooMany = validateSubscriptionQuantity(21, limits)!;
    expect(tooMany.message).toBe(SUBSCRIPTION_TOO_MANY_MESSAGE);
    expect(ruleFailureText(tooMany)).toBe(
      'You can only have up to 20 cartridges in your basket when you subscribe to Vuse. ' +
        'Please decrease the quantity of cartridges to qualify for subscription.',
    );
    const tooFew = validateSubscriptionQuantity(1, limits)!;
    expect(tooFew.message).toBe(SUBSCRIPTION_TOO_FEW_MESSAGE);
    expect(ruleFailureText(tooFew)).toBe(
      'You have selected a subscription option. You need a minimum of 5 cartridges in your basket ' + 'in order to qualify for our subscription service.',
    );
  });
});
