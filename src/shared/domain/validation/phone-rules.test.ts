import {
  TELEPHONE_INVALID_COUNTRY_MESSAGE,
  TELEPHONE_INVALID_MESSAGE,
  TELEPHONE_TOO_LONG_MESSAGE,
  TELEPHONE_TOO_SHORT_MESSAGE,
  UK_MOBILE_MESSAGE,
} from './messages';
import { validateTelephone } from './phone-rules';
import { normaliseUkMobileInput, UK_NO_MOBILE_DUMMY_TELEPHONE, validateUkMobile } from './uk-mobile-rules';

describe('validateTelephone', () => {
  it.each([
    ['+447911123456', undefined],
    ['07911 123456', 'GB'],
    ['020 7946 0958', 'GB'],
    ['(020) 7946-0958', 'GB'],
    ['+33 6 12 34 56 78', undefined],
    ['06 12 34 56 78', 'FR'],
    ['+33612345678', 'GB'],
    ['(202) 555-0123', 'US'],
    ['', 'GB'],
    [null, 'GB'],
  ])('accepts %j (default %s)', (value, country) => {
    expect(validateTelephone(value, country)).toBeNull();
  });

  it.each([
    ['2025550123', undefined, 'telephone_invalid_country', TELEPHONE_INVALID_COUNTRY_MESSAGE],
    ['+999123456789', undefined, 'telephone_invalid_country', TELEPHONE_INVALID_COUNTRY_MESSAGE],
    ['07911123456', 'XX', 'telephone_invalid_country', TELEPHONE_INVALID_COUNTRY_MESSAGE],
    ['1', 'GB', 'telephone_too_short', TELEPHONE_TOO_SHORT_MESSAGE],
    ['077009000000000', 'GB', 'telephone_too_long', TELEPHONE_TOO_LONG_MESSAGE],
    ['+4479111234567', 'GB', 'telephone_too_long', TELEPHONE_TOO_LONG_MESSAGE],
    ['abc', 'GB', 'telephone_invalid', TELEPHONE_INVALID_MESSAGE],
    ['07911 123456 ext 12', 'GB', 'telephone_invalid', TELEPHONE_INVALID_MESSAGE],
    ['0791112345', 'GB', 'telephone_invalid', TELEPHONE_INVALID_MESSAGE],
    ['+447700900001', undefined, 'telephone_invalid', TELEPHONE_INVALID_MESSAGE],
  ])('refuses %j (default %s) with %s', (value, country, code, message) => {
    expect(validateTelephone(value, country)).toEqual({ code, message });
  });

  it.each([UK_NO_MOBILE_DUMMY_TELEPHONE, '+44 7700 900000'])('accepts the dummy "no UK mobile" number %s', (value) => {
    expect(validateTelephone(value, 'GB')).toBeNull();
  });
});

describe('UK mobile', () => {
  it('the dummy number is an Ofcom drama number that passes the UK mobile rule', () => {
    expect(UK_NO_MOBILE_DUMMY_TELEPHONE).toBe('+447700900000');
    expect(validateUkMobile(UK_NO_MOBILE_DUMMY_TELEPHONE)).toBeNull();
  });

  it.each([
    ['+447911123456', '+447911123456'],
    ['+44 7911 123 456', '+447911123456'],
    ['+4479111234567890', '+447911123456'],
    ['447911123456789', '447911123456'],
    ['07911 123456', '07911123456'],
    ['', ''],
  ])('normalises %j to %j (12 typed characters after an optional +)', (raw, expected) => {
    expect(normaliseUkMobileInput(raw)).toBe(expected);
  });

  it.each(['+447911123456', '+447000000000', ''])('accepts %j', (value) => {
    expect(validateUkMobile(value)).toBeNull();
  });

  it.each([
    '07911123456', // 0-prefixed: 11 characters, never the required 13
    '+4407911123456', // the starting 0 must be removed
    '447911123456', // the + is part of the 13 characters
    '+44791112345',
    '+4479111234567',
    '+44 7911 123456',
    '+448911123456',
    '+337911123456',
    '+44791112345a',
  ])('refuses %j', (value) => {
    expect(validateUkMobile(value)).toEqual({ code: 'uk_mobile', message: UK_MOBILE_MESSAGE });
  });

  it('every normalised 13-character +447 input validates', () => {
    expect(validateUkMobile(normaliseUkMobileInput('+44 7911 123456 99'))).toBeNull();
  });
});
