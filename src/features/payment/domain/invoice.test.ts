import { normaliseRfc, validateInvoiceRequest, validateRfc } from './invoice';

describe('RFC, the Mexican tax id', () => {
  it.each([
    ['GODE561231GR8', null],
    ['gode561231gr8', null],
    ['  XAXX010101000 ', null],
    ['ABC680524P76', null],
    ['AÑB680524P76', null],
    ['GODE561331GR8', 'rfc'],
    ['GODE560231GR', 'rfc'],
    ['GO1E561231GR8', 'rfc'],
    ['', 'rfc'],
  ])('%j → %s', (value, code) => expect(validateRfc(value)?.code ?? null).toBe(code));

  it('is upper-cased and trimmed before sending', () => expect(normaliseRfc(' gode561231gr8 ')).toBe('GODE561231GR8'));

  it('refuses an invalid invoice form as a whole', () => {
    expect(validateInvoiceRequest({ receiveInvoice: true, rfcNumber: 'nope' })?.message).toBe('The electronic invoice form has some invalid fields');
    expect(validateInvoiceRequest({ receiveInvoice: true, rfcNumber: 'gode561231gr8' })).toBeNull();
    expect(validateInvoiceRequest({ receiveInvoice: false, rfcNumber: 'nope' })).toBeNull();
  });
});
