import { describe, expect, it } from 'vitest';
import { readWholeNumber, valueTypeFailure } from './id-rules';
import { ruleFailureText } from './rule-failure';

const ids = { min: 1, max: 2_147_483_647 };

describe('whole numbers as Magento reads them', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [2_147_483_647, 2_147_483_647],
  ])('reads %j as %i', (value, expected) => {
    expect(readWholeNumber(value, ids)).toBe(expected);
  });

  it.each(['abc', '', '1.5', 1.5, -1, '-1', 0, '1e3', 2_147_483_648, NaN, true, null, {}])('refuses %j', (value) => {
    expect(readWholeNumber(value, ids)).toBeNull();
  });

  it('accepts 0 when the field allows it', () => {
    expect(readWholeNumber('0', { min: 0, max: 10 })).toBe(0);
  });

  it('names the value and the expected type', () => {
    expect(ruleFailureText(valueTypeFailure('abc', 'int'))).toBe('The "abc" value\'s type is invalid. The "int" type was expected. Verify and try again.');
    expect(ruleFailureText(valueTypeFailure(1.5, 'string'))).toBe('The "1.5" value\'s type is invalid. The "string" type was expected. Verify and try again.');
  });
});
