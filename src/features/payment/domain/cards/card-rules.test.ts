import {
  cardExpiryYearOptions,
  validateCardCvv,
  validateCardExpiryMonth,
  validateCardExpiryYear,
  validateCardNumber,
  validateCardTypeMatches,
} from './card-rules';
import { CARD_TYPES, detectCardType, passesLuhn } from './card-types';
import {
  CARD_CVV_MESSAGE,
  CARD_EXPIRY_MONTH_MESSAGE,
  CARD_EXPIRY_YEAR_MESSAGE,
  CARD_NUMBER_MESSAGE,
  CARD_TYPE_MESSAGE,
  CARD_TYPE_MISMATCH_MESSAGE,
} from '../../../../shared/domain/validation/messages';

/** Pads a prefix with zeros to `length` digits and appends the Luhn check digit. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit)) as string;
  return body + check;
}

describe('detectCardType', () => {
  it.each([
    ['4111111111111111', 'VI'],
    ['5555555555554444', 'MC'],
    ['2221000000000009', 'MC'],
    ['378282246310005', 'AE'],
    ['30569309025904', 'DN'],
    ['6011000990139424', 'DI'],
    ['6011111111111117', null], // 601111 is outside Discover's ranges (Magento's pattern),
    ['3530111333300000', 'JCB'],
    ['6221260000000000', 'UN'],
    ['6304000000000000', 'MI'],
    ['6759000000000000', 'MD'],
    ['6062826786276634', 'HC'],
    ['6362970000457013', 'ELO'],
    ['4011780000000000', 'ELO'],
    ['5078601870000127985', 'AU'],
    ['9999999999999999', null],
    ['4111 1111 1111 1111', 'VI'],
    ['4111-1111', null],
  ])('%s → %s', (number, code) => {
    expect(detectCardType(number)?.code ?? null).toBe(code);
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['Visa', '4111111111111111'],
    ['Visa with spaces', '4111 1111 1111 1111'],
    ['MasterCard', '5555555555554444'],
    ['MasterCard 2-series', '2221000000000009'],
    ['American Express', '378282246310005'],
    ['Diners 14', '30569309025904'],
    ['Diners 15', luhnNumber('36', 15)],
    ['Diners 19', luhnNumber('38', 19)],
    ['Discover', '6011000990139424'],
    ['Discover 19', luhnNumber('6011', 19)],
    ['JCB', '3530111333300000'],
    ['JCB 19', luhnNumber('3528', 19)],
    ['UnionPay without Luhn', '6221260000000001'],
    ['UnionPay 19', '6240000000000000001'],
    ['Maestro 12', luhnNumber('6304', 12)],
    ['Maestro 19', luhnNumber('5018', 19)],
    ['Maestro Domestic', luhnNumber('6759', 16)],
    ['Hipercard 13', luhnNumber('606282', 13)],
    ['Hipercard 16', luhnNumber('606282', 16)],
    ['Elo', luhnNumber('636368', 16)],
    ['Aura', luhnNumber('5078', 19)],
    ['blank', ''],
  ])('accepts %s', (_, number) => {
    expect(validateCardNumber(number)).toBeNull();
  });

  it.each([
    ['letters', '4111abcd11111111'],
    ['dashes', '4111-1111-1111-1111'],
    ['unknown type', luhnNumber('9', 16)],
    ['bad Luhn', '4111111111111112'],
    ['Visa 13', luhnNumber('4', 13)],
    ['Visa 19', luhnNumber('4', 19)],
    ['MasterCard 15', luhnNumber('51', 15)],
    ['Amex 16', luhnNumber('37', 16)],
    ['Diners 13', luhnNumber('36', 13)],
    ['Discover 15', luhnNumber('6011', 15)],
    ['Maestro 11', luhnNumber('6304', 11)],
    ['Maestro 20', luhnNumber('6304', 20)],
    ['Hipercard 14', luhnNumber('606282', 14)],
    ['Aura 16', luhnNumber('5078', 16)],
    ['Elo 19', luhnNumber('636368', 19)],
    ['UnionPay 15', '622126000000000'],
  ])('refuses %s', (_, number) => {
    expect(validateCardNumber(number)).toEqual({ code: 'card_number', message: CARD_NUMBER_MESSAGE });
  });

  it('refuses a type the store does not accept with the type text', () => {
    expect(validateCardNumber('378282246310005', { allowedTypes: ['VI', 'MC'] })).toEqual({
      code: 'card_type',
      message: CARD_TYPE_MESSAGE,
    });
    expect(validateCardNumber('4111111111111111', { allowedTypes: ['VI', 'MC'] })).toBeNull();
  });

  it('every type has spec lengths and CVV sizes', () => {
    const table = Object.fromEntries(CARD_TYPES.map((t) => [t.code, [t.lengths.join(','), t.cvvLength]]));
    expect(table).toEqual({
      VI: ['16', 3],
      MC: ['16', 3],
      ELO: ['16', 3],
      AE: ['15', 4],
      HC: ['13,16', 3],
      AU: ['19', 3],
      DN: ['14,15,16,17,18,19', 3],
      MI: ['12,13,14,15,16,17,18,19', 3],
      MD: ['12,13,14,15,16,17,18,19', 3],
      DI: ['16,17,18,19', 3],
      JCB: ['16,17,18,19', 3],
      UN: ['16,17,18,19', 3],
    });
  });
});

describe('validateCardTypeMatches', () => {
  it.each([
    ['4111111111111111', 'VI', null],
    ['4111111111111111', 'MC', 'card_type_mismatch'],
    ['378282246310005', 'AE', null],
    ['', 'VI', null],
  ])('%s as %s → %s', (number, type, code) => {
    expect(validateCardTypeMatches(number, type)?.code ?? null).toBe(code);
  });
  it('uses the provider default text', () => {
    expect(validateCardTypeMatches('4111111111111111', 'AE')?.message).toBe(CARD_TYPE_MISMATCH_MESSAGE);
  });
});

describe('validateCardCvv', () => {
  it.each([
    ['123', 'VI', null],
    ['1234', 'AE', null],
    ['123', undefined, null],
    [123, 'MC', null],
    ['', 'VI', null],
    ['1234', 'VI', 'card_cvv'],
    ['123', 'AE', 'card_cvv'],
    ['12', undefined, 'card_cvv'],
    ['12a', 'VI', 'card_cvv'],
    ['-12', 'VI', 'card_cvv'],
  ] as const)('%j for %s → %s', (cvv, type, code) => {
    expect(validateCardCvv(cvv, type)?.code ?? null).toBe(code);
  });
  it('uses the verification text', () => {
    expect(validateCardCvv('1', 'VI')?.message).toBe(CARD_CVV_MESSAGE);
  });
});

describe('card expiry (today 2025-06-15)', () => {
  const today = '2025-06-15';
  it.each([
    ['6', 2025, null],
    ['06', '2025', null],
    [12, 2025, null],
    ['1', 2026, null],
    ['5', 2025, 'card_expiry_month'],
    ['5', undefined, null],
    ['0', 2026, 'card_expiry_month'],
    ['13', 2026, 'card_expiry_month'],
    ['1.5', 2026, 'card_expiry_month'],
    ['ab', 2026, 'card_expiry_month'],
    ['', 2026, null],
  ])('month %j in %j → %s', (month, year, code) => {
    expect(validateCardExpiryMonth(month, today, year)?.code ?? null).toBe(code);
  });
  it.each([
    ['2025', null],
    [2044, null],
    ['2045', 'card_expiry_year'],
    ['2024', 'card_expiry_year'],
    ['25', 'card_expiry_year'],
    ['20 25', 'card_expiry_year'],
    ['', null],
  ])('year %j → %s', (year, code) => {
    expect(validateCardExpiryYear(year, today)?.code ?? null).toBe(code);
  });
  it('uses the expiry texts', () => {
    expect(validateCardExpiryMonth('13', today)?.message).toBe(CARD_EXPIRY_MONTH_MESSAGE);
    expect(validateCardExpiryYear('1999', today)?.message).toBe(CARD_EXPIRY_YEAR_MESSAGE);
  });
  it('offers the current year and 19 more', () => {
    const years = cardExpiryYearOptions(new Date(2025, 0, 1));
    expect(years).toHaveLength(20);
    expect([years[0], years[19]]).toEqual([2025, 2044]);
  });
});
