import { INTEGER_MESSAGE, NUMBER_MESSAGE, RANGE_MESSAGE } from './messages';
import { parseNumber, validateInteger, validateNumber, validatePercent, validateRange } from './number-rules';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    [' -3.5 ', -3.5],
    ['.5', 0.5],
    ['+7', 7],
    ['1,234.56', 1234.56],
    [42, 42],
    ['1,23', null],
    ['12abc', null],
    ['1e3', null],
    ['', null],
    ['-', null],
    ['.', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });
});

describe('validateNumber', () => {
  it.each(['0', '-1.25', '1,000', 3.14, '', null])('accepts %j', (value) => {
    expect(validateNumber(value)).toBeNull();
  });
  it.each(['abc', '1.2.3', '12px', Number.NaN])('refuses %j', (value) => {
    expect(validateNumber(value)).toEqual({ code: 'number', message: NUMBER_MESSAGE });
  });
});

describe('validateInteger', () => {
  it.each(['0', '-12', ' 7 ', 42, '', undefined])('accepts %j', (value) => {
    expect(validateInteger(value)).toBeNull();
  });
  it.each(['1.5', 'one', '1,000', 2.5, Number.NaN])('refuses %j', (value) => {
    expect(validateInteger(value)).toEqual({ code: 'integer', message: INTEGER_MESSAGE });
  });
});

describe('validateRange', () => {
  it.each([
    ['1', null],
    ['10', null],
    [5.5, null],
    ['0.99', 'range'],
    ['10.01', 'range'],
    ['ten', 'number'],
    ['', null],
  ])('1–10: %j → %s', (value, code) => {
    expect(validateRange(value, 1, 10)?.code ?? null).toBe(code);
  });
  it('carries the bounds', () => {
    expect(validateRange('11', 1, 10)).toEqual({ code: 'range', message: RANGE_MESSAGE, parameters: { min: 1, max: 10 } });
  });
});

describe('validatePercent (0.01 to 100)', () => {
  it.each([
    ['0.01', null],
    ['100', null],
    ['50.5', null],
    ['0', 'range'],
    ['0.009', 'range'],
    ['100.01', 'range'],
    ['-5', 'range'],
    ['%', 'number'],
  ])('%j → %s', (value, code) => {
    expect(validatePercent(value)?.code ?? null).toBe(code);
  });
});
