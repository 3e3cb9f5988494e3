import {
  asksStatement,
  instalmentOptions,
  instalmentTypesAnswer,
  isValidCnpj,
  isValidCpf,
  readLatamPayment,
  validateCpf,
  validateLatamFields,
  validateStatement,
} from './latam';
import { paymentSettings } from './settings';

const { worldpay } = paymentSettings.read({});

describe('CPF / CNPJ (Brazil only, CCAM20)', () => {
  it.each([
    ['52998224725', true],
    ['529.982.247-25', true],
    ['52998224724', false],
    ['11111111111', false],
    ['5299822472', false],
    ['529982247250', false],
  ])('CPF %s → %s', (value, valid) => expect(isValidCpf(value)).toBe(valid));
  it.each([
    ['11222333000181', true],
    ['11.222.333/0001-81', true],
    ['11222333000182', false],
    ['00000000000000', false],
    ['1122233300018', false],
  ])('CNPJ %s → %s', (value, valid) => expect(isValidCnpj(value)).toBe(valid));

  it('is asked in Brazil only, with the CCAM20 text', () => {
    expect(validateCpf('', 'BR', worldpay)).toEqual({
      code: 'CCAM20',
      message: 'CPF must be 11 digits or CNPJ must be 14 digits.',
      parameters: { providerCode: 'CCAM20' },
    });
    expect(validateCpf('52998224725', 'BR', worldpay)).toBeNull();
    expect(validateCpf('11222333000181', 'br', worldpay)).toBeNull();
    expect(validateCpf('123', 'MX', worldpay)).toBeNull();
    const off = paymentSettings.read({ 'payment/worldpay_cc/cpf_enabled': '0' }).worldpay;
    expect(validateCpf('123', 'BR', off)).toBeNull();
  });
});

describe('statement text (CCAM21)', () => {
  it.each([
    ['Vape kit 2', false, null],
    ['Compra ação', false, null],
    ['', false, null],
    ['', true, 'CCAM21'],
    ['Kit-2', false, 'CCAM21'],
    ['Kit_2!', false, 'CCAM21'],
  ])('%j required %s → %s', (value, required, code) => expect(validateStatement(value, required, worldpay)?.code ?? null).toBe(code));
  it('uses the configured text', () => {
    const s = paymentSettings.read({ 'payment/worldpay/exception_messages/CCAM21': 'Letters and digits only.' }).worldpay;
    expect(validateStatement('x!', false, s)?.message).toBe('Letters and digits only.');
  });
});

describe('instalments (worldpay/latam/types)', () => {
  it.each([
    ['BR', '2,3,4,5,6,10,12'],
    ['mx', '3,6,9,12'],
    ['BZ', ''],
    ['GB', ''],
    [null, ''],
  ])('%s → %j', (country, answer) => expect(instalmentTypesAnswer(country, worldpay)).toBe(answer));
  it('answers nothing when instalments are off', () => {
    expect(instalmentTypesAnswer('BR', paymentSettings.read({ 'payment/worldpay_cc/instalment_enabled': '0' }).worldpay)).toBe('');
  });
  it.each([
    ['3,6,12', ['One Payment', '3', '6', '12']],
    [' 3, 3 ,06,x,1,0', ['One Payment', '3', '6']],
    ['', ['One Payment']],
    [null, ['One Payment']],
  ])('%j → %j', (answer, options) => expect(instalmentOptions(answer)).toEqual(options));
});

describe('the Latin-American fields together', () => {
  const codes = (fields: object, country: string) => validateLatamFields(fields, country, worldpay).map((f) => f.code);
  it.each([
    [{ cpf: '52998224725', instalment: '3', statement: 'Kit' }, 'BR', []],
    [{ cpf: '', instalment: '', statement: '' }, 'BR', ['CCAM20', 'instalment', 'CCAM21']],
    [{ instalment: 'One Payment', statement: 'Kit' }, 'MX', []],
    [{ instalment: '24', statement: 'Kit' }, 'MX', ['instalment']],
    [{}, 'BZ', ['instalment', 'CCAM21']],
    [{}, 'GB', []],
  ])('%j in %s → %j', (fields, country, expected) => expect(codes(fields, country)).toEqual(expected));
});

describe('the Latin-American fields of a card payment at place order (readLatamPayment)', () => {
  const br = paymentSettings.read({}).worldpay;
  const noStatement = paymentSettings.read({ 'payment/worldpay_cc/statement_enabled': '0' }).worldpay;
  const valid = { cpf: '529.982.247-25', instalment: '3', statementNarrative: 'Vype Brasil' };

  it('answers what the gateway receives: digits of the CPF, the count (1 for One Payment), the statement text', () => {
    expect(readLatamPayment(valid, 'BR', br)).toEqual({ ok: true, latam: { cpf: '52998224725', instalments: 3, statementNarrative: 'Vype Brasil' } });
    expect(readLatamPayment({ ...valid, instalment: 'One Payment' }, 'BR', br)).toMatchObject({ ok: true, latam: { instalments: 1 } });
    expect(readLatamPayment({ instalment: '6', statement: 'Vype' }, 'MX', br)).toEqual({ ok: true, latam: { instalments: 6, statementNarrative: 'Vype' } });
    expect(readLatamPayment({}, 'GB', br)).toEqual({ ok: true, latam: null });
    expect(readLatamPayment({ instalment: 'One Payment' }, 'GB', br)).toEqual({ ok: true, latam: null });
  });

  it.each([
    ['a CPF outside Brazil', { ...valid }, 'MX', 'A CPF or CNPJ is asked only for a billing address in Brazil. Please check your billing address.'],
    ['instalments where none are offered', { instalment: '3' }, 'GB', 'Instalments are not offered for this billing address. Please choose One Payment.'],
    ['a bad CPF', { ...valid, cpf: '52998224724' }, 'BR', 'CPF must be 11 digits or CNPJ must be 14 digits.'],
    ['a CPF that is not text', { ...valid, cpf: { digits: '52998224725' } }, 'BR', 'CPF must be 11 digits or CNPJ must be 14 digits.'],
    ['instalments not offered for the country', { ...valid, instalment: '24' }, 'BR', 'Please select the number of instalments.'],
    [
      'a statement text with symbols',
      { ...valid, statementNarrative: 'Vype <b>' },
      'BR',
      'The transaction purpose may contain only letters, digits and spaces.',
    ],
  ])('refuses %s', (_label, data, country, message) => {
    const read = readLatamPayment(data as Record<string, unknown>, country, br);
    expect(read.ok ? null : read.failure.message).toBe(message);
  });

  it('leaves the statement text out where the store does not ask for it', () => {
    expect(readLatamPayment({ cpf: '52998224725', instalment: '2', statementNarrative: 'x!' }, 'BR', noStatement)).toEqual({
      ok: true,
      latam: { cpf: '52998224725', instalments: 2 },
    });
    expect(asksStatement('BR', noStatement)).toBe(false);
    expect(asksStatement('BR', br)).toBe(true);
    expect(asksStatement('GB', br)).toBe(false);
  });
});
