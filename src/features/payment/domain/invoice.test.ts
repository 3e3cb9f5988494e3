import { normaliseRfc, validateInvoiceForm, validateInvoiceRequest, validateRfc } from './invoice';

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

describe('the electronic invoice form', () => {
  const form = {
    receiveInvoice: true,
    rfcNumber: ' heml850101ab1 ',
    businessName: 'Lucía  Hernández',
    taxRegime: '612',
    cfdiUse: 'g03',
    postcode: '06600',
    email: '',
  };

  it('answers the form normalised: RFC and CFDI use upper-cased, blanks null', () => {
    expect(validateInvoiceForm(form)).toEqual({
      data: {
        receiveInvoice: true,
        rfcNumber: 'HEML850101AB1',
        businessName: 'Lucía Hernández',
        taxRegime: '612',
        cfdiUse: 'G03',
        postcode: '06600',
        email: null,
      },
      failures: [],
    });
  });

  it('names every invalid field with its message', () => {
    const { failures } = validateInvoiceForm({ receiveInvoice: true, rfcNumber: 'ABC', taxRegime: '999', cfdiUse: 'G03', postcode: '066', email: 'x@y' });
    expect(failures.map((f) => [f.code, f.message])).toEqual([
      ['rfcNumber', 'Please enter a valid RFC.'],
      ['businessName', 'Please enter the name registered with the SAT.'],
      ['taxRegime', 'Please choose a valid tax regime.'],
      ['postcode', 'Please enter the 5-digit postcode of your tax address.'],
      ['email', 'Please enter a valid email address (Ex: johndoe@domain.com).'],
    ]);
  });

  it('asks nothing of a shopper who wants no invoice, and keeps none of what was typed', () => {
    expect(validateInvoiceForm({ receiveInvoice: false, rfcNumber: 'bad' })).toEqual({
      data: { receiveInvoice: false, rfcNumber: null, businessName: null, taxRegime: null, cfdiUse: null, postcode: null, email: null },
      failures: [],
    });
  });
});
