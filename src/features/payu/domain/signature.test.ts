import {
  confirmationSignatureText,
  confirmationValue,
  isPayuStateCode,
  minorOf,
  orderSignatureText,
  payuAmount,
  responseSignatureText,
  responseValue,
} from './signature';

const order = { apiKey: 'key', merchantId: '508029', reference: 'P12-3-1', amount: 8890, currency: 'BRL' };

describe('PayU amounts', () => {
  it.each([
    [8890, '88.90'],
    [15000, '150.00'],
    [5, '0.05'],
    [2490000, '24900.00'],
  ])('%i minor units are written %s', (minor, text) => expect(payuAmount(minor)).toBe(text));

  it.each([
    ['88.90', 8890],
    ['88.9', 8890],
    ['88', 8800],
    ['0.05', 5],
    ['88.901', null],
    ['-1.00', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
  ])('%s reads as %s', (text, minor) => expect(minorOf(text)).toBe(minor));

  it.each([
    [15000, '150.0'],
    [15026, '150.26'],
    [15020, '150.2'],
    [8890, '88.9'],
  ])('a confirmation writes %i as %s (one decimal when the second is zero)', (minor, text) => expect(confirmationValue(minor)).toBe(text));

  it.each([
    [15025, '150.2'],
    [15035, '150.4'],
    [15026, '150.3'],
    [15024, '150.2'],
    [15000, '150.0'],
    [8890, '88.9'],
  ])('a response page rounds %i half to even: %s', (minor, text) => expect(responseValue(minor)).toBe(text));
});

describe('PayU signed texts', () => {
  it('signs an order as apiKey~merchantId~reference~amount~currency', () => {
    expect(orderSignatureText(order)).toBe('key~508029~P12-3-1~88.90~BRL');
  });

  it('adds the state to the response page and the confirmation, each with its own amount rule', () => {
    expect(responseSignatureText({ ...order, amount: 15025 }, '4')).toBe('key~508029~P12-3-1~150.2~BRL~4');
    expect(confirmationSignatureText({ ...order, amount: 15025 }, '4')).toBe('key~508029~P12-3-1~150.25~BRL~4');
  });

  it('knows PayU’s state codes only', () => {
    expect(['4', '6', '104', '5', '7'].every(isPayuStateCode)).toBe(true);
    expect(isPayuStateCode('3')).toBe(false);
    expect(isPayuStateCode('toString')).toBe(false);
  });
});
