import { apmTypesFor, klarnaTypesFor, routingNumberChecks, validateAch, validateApm } from './apm';
import { paymentSettings } from './settings';

const { worldpay } = paymentSettings.read({});
const ach = {
  cc_type: 'ACH_DIRECT_DEBIT-SSL',
  ach_account: 'Checking',
  ach_accountNumber: '12345678901234567',
  ach_routingNumber: '011000015',
  ach_checknumber: '',
  ach_companyname: '',
  ach_emailaddress: '',
};
const messages = (details: object, country = 'US', settings = worldpay) =>
  Object.fromEntries(validateApm({ ...ach, ...details }, country, settings).map((f) => [f.field, f.failure.message]));

describe('ACH direct debit (spec 002 §5)', () => {
  it.each([
    [{}, {}],
    [{ ach_accountNumber: '123456789012345678' }, { ach_accountNumber: 'Maximum allowed length of 17 exceeded' }],
    [{ ach_accountNumber: '12ab' }, { ach_accountNumber: 'Please enter a valid number in this field.' }],
    [{ ach_accountNumber: '' }, { ach_accountNumber: 'This is a required field.' }],
    [{ ach_routingNumber: '12345678' }, {}],
    [{ ach_routingNumber: '1234567' }, { ach_routingNumber: 'Required length should be 8 or 9' }],
    [{ ach_routingNumber: '1234567890' }, { ach_routingNumber: 'Required length should be 8 or 9' }],
    [{ ach_routingNumber: '021000021' }, {}],
    [{ ach_routingNumber: '021000022' }, { ach_routingNumber: 'Please enter a valid routing number.' }],
    [{ ach_routingNumber: '12ab56789' }, { ach_routingNumber: 'Please enter a valid number in this field.' }],
    [{ ach_checknumber: '123456789012345' }, {}],
    [{ ach_checknumber: '1234567890123456' }, { ach_checknumber: 'Maximum allowed length of 15 exceeded' }],
    [{ ach_companyname: 'x'.repeat(39) }, {}],
    [{ ach_companyname: 'x'.repeat(40) }, { ach_companyname: 'Maximum allowed length of 40 exceeded' }],
    [{ ach_emailaddress: 'not-an-email' }, { ach_emailaddress: 'Please enter a valid email address (Ex: johndoe@domain.com).' }],
    [{ ach_account: '' }, { ach_account: 'This is a required field.' }],
  ])('%j → %j', (details, expected) => {
    expect(messages(details)).toEqual(expected);
  });

  it('uses the store’s exception messages when configured', () => {
    const s = paymentSettings.read({ 'payment/worldpay/exception_messages/ACH_ROUTING': 'Routing number: 8 or 9 digits.' }).worldpay;
    expect(validateAch({ ...ach, ach_routingNumber: '1' }, s).map((f) => f.failure.message)).toEqual(['Routing number: 8 or 9 digits.']);
  });
});

describe('an ABA routing number’s check digit', () => {
  it.each(['011000015', '021000021', '121000358', '026009593', '12345678'])('%s adds up (or has no check digit yet)', (number) => {
    expect(routingNumberChecks(number)).toBe(true);
  });
  it.each(['011000016', '021000012', '121000385', '123456789', '1234567', '0110000150', ''])('%s does not', (number) => {
    expect(routingNumberChecks(number)).toBe(false);
  });
});

describe('iDEAL and Klarna', () => {
  it('requires a type that is offered in the billing country (iDEAL in NL, ACH in the US)', () => {
    expect(messages({ cc_type: '' })).toEqual({ cc_type: 'Please select a payment type.' });
    expect(messages({}, 'NL')).toEqual({ cc_type: 'Please select a payment type.' });
    expect(messages({ cc_type: 'IDEAL-SSL', cc_bank: 'ING' }, 'US')).toEqual({ cc_type: 'Please select a payment type.' });
    expect(messages({ cc_type: 'SEPA_DIRECT_DEBIT-SSL' })).toEqual({ cc_type: 'Please select a payment type.' });
  });
  it('requires a bank of the list for iDEAL', () => {
    expect(messages({ cc_type: 'IDEAL-SSL', cc_bank: 'ING' }, 'NL')).toEqual({});
    expect(messages({ cc_type: 'IDEAL-SSL', cc_bank: '' }, 'NL')).toEqual({ cc_bank: 'Please select your bank.' });
    expect(messages({ cc_type: 'IDEAL-SSL', cc_bank: 'NOPE' }, 'NL')).toEqual({ cc_bank: 'Please select your bank.' });
  });
  it('offers Klarna options per country', () => {
    expect(klarnaTypesFor('SE', worldpay)).toEqual(['KLARNA_PAYLATER-SSL', 'KLARNA_SLICEIT-SSL', 'KLARNA_PAYNOW-SSL']);
    expect(klarnaTypesFor('gb', worldpay)).toEqual(['KLARNA_PAYLATER-SSL', 'KLARNA_SLICEIT-SSL']);
    expect(klarnaTypesFor('BR', worldpay)).toEqual([]);
    expect(apmTypesFor('BR', worldpay)).toEqual([]);
    expect(apmTypesFor('nl', worldpay)).toEqual(['IDEAL-SSL', 'KLARNA-SSL']);
    expect(apmTypesFor('US', worldpay)).toEqual(['KLARNA-SSL', 'ACH_DIRECT_DEBIT-SSL']);
    expect(apmTypesFor('GB', worldpay)).toEqual(['KLARNA-SSL']);
    expect(messages({ cc_type: 'KLARNA-SSL', klarna_type: 'KLARNA_PAYNOW-SSL' }, 'DE')).toEqual({});
    expect(messages({ cc_type: 'KLARNA-SSL', klarna_type: 'KLARNA_PAYNOW-SSL' }, 'GB')).toEqual({
      klarna_type: 'Please select a Klarna payment option available in your country.',
    });
    expect(messages({ cc_type: 'KLARNA-SSL', klarna_type: 'KLARNA_PAYLATER-SSL' }, 'BR')).toEqual({ cc_type: 'Please select a payment type.' });
  });
});
