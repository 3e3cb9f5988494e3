import { fromPayPalAmount, sameMoney, toPayPalAmount } from './amounts';

describe('PayPal amounts (decimal strings in the currency’s precision)', () => {
  it.each([
    [{ value: 1299, currency: 'GBP' }, '12.99'],
    [{ value: 5, currency: 'EUR' }, '0.05'],
    [{ value: 100, currency: 'USD' }, '1.00'],
    [{ value: 1299, currency: 'JPY' }, '1299'],
    [{ value: 150_000, currency: 'HUF' }, '150000'],
  ])('sends %j as %s', (money, value) => {
    expect(toPayPalAmount(money)).toEqual({ currency_code: money.currency, value });
  });

  it.each([
    [
      { currency_code: 'GBP', value: '12.99' },
      { value: 1299, currency: 'GBP' },
    ],
    [
      { currency_code: 'GBP', value: '12.9' },
      { value: 1290, currency: 'GBP' },
    ],
    [
      { currency_code: 'GBP', value: '12' },
      { value: 1200, currency: 'GBP' },
    ],
    [
      { currency_code: 'JPY', value: '1299' },
      { value: 1299, currency: 'JPY' },
    ],
  ])('reads %j as %j', (amount, money) => {
    expect(fromPayPalAmount(amount)).toEqual(money);
  });

  it.each([
    [{ currency_code: 'GBP', value: '12.999' }],
    [{ currency_code: 'GBP', value: '-1.00' }],
    [{ currency_code: 'GBP', value: '1e3' }],
    [{ currency_code: 'GBP', value: ' 1.00' }],
    [{ currency_code: 'JPY', value: '12.5' }],
    [{ currency_code: 'gbp', value: '1.00' }],
    [{ currency_code: 'GBP', value: 12.99 }],
    [null],
    ['12.99'],
  ])('refuses %j', (amount) => {
    expect(fromPayPalAmount(amount)).toBeNull();
  });

  it('goes there and back for every penny of a range', () => {
    for (let value = 0; value < 3000; value += 7) expect(fromPayPalAmount(toPayPalAmount({ value, currency: 'GBP' }))).toEqual({ value, currency: 'GBP' });
  });

  it('compares value and currency', () => {
    expect(sameMoney({ value: 1, currency: 'GBP' }, { value: 1, currency: 'GBP' })).toBe(true);
    expect(sameMoney({ value: 1, currency: 'GBP' }, { value: 1, currency: 'EUR' })).toBe(false);
    expect(sameMoney({ value: 1, currency: 'GBP' }, { value: 2, currency: 'GBP' })).toBe(false);
  });
});
