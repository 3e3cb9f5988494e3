import { paymentSettings } from '../settings';
import { CARD_NAME_MESSAGE } from '../messages';
import { cardTypesFor, validateCardForm } from './card-payment';
import { cardNumberState, stripMinusSigns, validateCardholderName } from './card-rules';
import { passesLuhn } from './card-types';

const { worldpay } = paymentSettings.read({});
const today = '2026-11-25';
const good = { number: '4444333322221111', type: 'VI', cvv: '123', expiryMonth: '12', expiryYear: '2027', name: 'Ada Lovelace' };

describe('card detection while typing', () => {
  it.each([
    ['', null, false, true],
    ['4', 'VI', false, true],
    ['4444 3333 2222 1111', 'VI', true, true],
    ['4444333322221112', 'VI', false, false],
    ['44443333222211110', 'VI', false, false],
    ['3', null, false, true], // Amex, Diners or JCB: card-validator keeps it open
    ['34', 'AE', false, true],
    ['343434343434343', 'AE', true, true],
    ['9', null, false, false],
    ['62212600000000001', 'UN', true, true], // UnionPay: no Luhn
    ['4444-3333', 'VI', false, true], // minus signs removed
    ['abc', null, false, false],
  ])('%j → %s valid %s potentially %s', (value, type, isValid, isPotentiallyValid) => {
    const state = cardNumberState(value);
    expect([state.type?.code ?? null, state.isValid, state.isPotentiallyValid]).toEqual([type, isValid, isPotentiallyValid]);
  });

  it('removes minus signs from card fields', () => {
    expect(stripMinusSigns('-123')).toBe('123');
    expect(stripMinusSigns(-12)).toBe('12');
  });

  it('checks Luhn through card-validator', () => {
    expect([passesLuhn('4444333322221111'), passesLuhn('4444333322221112'), passesLuhn(''), passesLuhn('12a')]).toEqual([true, false, false, false]);
  });
});

describe('cardholder name', () => {
  it.each([
    ['Ada Lovelace', null],
    ['REFUSED', null],
    ['', 'required'],
    ['   ', 'required'],
    ['4111 1111 1111 1111', 'card_name'],
    ['x'.repeat(256), 'card_name'],
  ])('%j → %s', (name, code) => {
    expect(validateCardholderName(name)?.code ?? null).toBe(code);
  });
  it('uses the name text', () => expect(validateCardholderName('1234')?.message).toBe(CARD_NAME_MESSAGE));
});

describe('card types per country (worldpay/payment/types)', () => {
  it('offers the store list, and Brazil its own list with Elo, Hipercard and Aura', () => {
    expect(cardTypesFor('GB', worldpay)).toEqual(['VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'MI', 'MD', 'UN']);
    expect(cardTypesFor('br', worldpay)).toEqual(['VI', 'MC', 'AE', 'DN', 'ELO', 'HC', 'AU']);
    expect(cardTypesFor(null, worldpay)).toEqual(worldpay.cc.cardTypes);
  });
  it('drops unknown codes from the configuration', () => {
    const s = paymentSettings.read({ 'payment/worldpay_cc/cctypes': 'VI, xx ,mc', 'payment/worldpay_cc/country_cctypes': 'MX=AE;bad' });
    expect(cardTypesFor('FR', s.worldpay)).toEqual(['VI', 'MC']);
    expect(cardTypesFor('MX', s.worldpay)).toEqual(['AE']);
  });
});

describe('the card form', () => {
  const check = (changes: Partial<typeof good>, countryId = 'GB', settings = worldpay) =>
    Object.fromEntries(Object.entries(validateCardForm({ ...good, ...changes }, { countryId, today }, settings)).map(([f, v]) => [f, v?.message]));

  it('accepts the test cards', () => {
    expect(check({})).toEqual({});
    expect(check({ number: '5555555555554444', type: 'MC' })).toEqual({});
    expect(check({ number: '343434343434343', type: 'AE', cvv: '1234' })).toEqual({});
    expect(check({ number: '5454545454545454', type: 'MC' })).toEqual({});
  });

  it.each([
    [{ number: '4444333322221112' }, { number: 'Please enter a valid credit card number.' }],
    [{ number: '343434343434343', cvv: '1234', type: 'AE' }, {}],
    [{ number: '6362970000457013', type: 'ELO' }, { number: 'Please enter a valid credit card type number.' }],
    [{ type: 'MC' }, { type: 'Card number entered does not match with card type selected' }],
    [{ cvv: '12' }, { cvv: 'Please enter a valid credit card verification number.' }],
    [{ cvv: '1234' }, { cvv: 'Please enter a valid credit card verification number.' }],
    [{ expiryMonth: '13' }, { expiryMonth: 'Incorrect credit card expiration month.' }],
    [{ expiryMonth: '10', expiryYear: '2026' }, { expiryMonth: 'Incorrect credit card expiration month.' }],
    [{ expiryYear: '2046' }, { expiryYear: 'Incorrect credit card expiration year.' }],
    [{ expiryYear: '2045' }, {}],
    [{ expiryYear: '2025' }, { expiryYear: 'Incorrect credit card expiration year.' }],
    [{ name: '' }, { name: 'This is a required field.' }],
    [
      { number: '', type: '', cvv: '', expiryMonth: '', expiryYear: '' },
      {
        number: 'This is a required field.',
        type: 'This is a required field.',
        cvv: 'This is a required field.',
        expiryMonth: 'This is a required field.',
        expiryYear: 'This is a required field.',
      },
    ],
  ])('%j → %j', (changes, expected) => {
    expect(check(changes)).toEqual(expected);
  });

  it('accepts Elo in Brazil and uses the store text for CTYP01', () => {
    expect(check({ number: '6362970000457013', type: 'ELO' }, 'BR')).toEqual({});
    const s = paymentSettings.read({ 'payment/worldpay/exception_messages/CTYP01': 'Wrong card type.' }).worldpay;
    const failures = validateCardForm({ ...good, type: 'MC' }, { countryId: 'GB', today }, s);
    expect(failures.type).toEqual({ code: 'card_type_mismatch', message: 'Wrong card type.', parameters: { providerCode: 'CTYP01' } });
  });
});
