import {
  CARD_DATA_IN_CLEAR,
  CARD_DETAILS_MISSING,
  CARD_PAYMENT_ERROR,
  CARD_PAYMENT_REFUSED,
  looksLikeCardNumber,
  readCardSubmission,
  refusalMessage,
} from './card-submission';
import { DEFAULT_PROVIDER_MESSAGES } from '../messages';

const blob = `v1.sandbox-1a2b3c4d.${'QUJD'.repeat(20)}`;
const valid = { encryptedData: blob, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'Jane Smith' };

describe('a card payment at place order (spec 002 §3)', () => {
  it('reads the encrypted blob, the type, the last four digits, the name and the device-data session', () => {
    expect(readCardSubmission({ ...valid, dfReferenceId: '0f6d1c2e-5b0a-4c1e-9c3a-111111111111' })).toEqual({
      ok: true,
      card: { encryptedData: blob, cardType: 'VI', last4: '1111', cardholderName: 'Jane Smith', deviceDataSessionId: '0f6d1c2e-5b0a-4c1e-9c3a-111111111111' },
    });
    expect(readCardSubmission({ ...valid, cc_number: '1111' })).toMatchObject({ ok: true, card: { last4: '1111' } });
  });

  it.each([
    [{ ...valid, cc_number: '4444333322221111' }],
    [{ ...valid, cc_number: '4444 3333 2222 1111' }],
    [{ ...valid, cc_cid: '123' }],
    [{ ...valid, cvv: '123' }],
    [{ ...valid, cc_name: '4444-3333-2222-1111' }],
    [{ ...valid, note: { deep: 'my card 5555555555554444' } }],
    [{ ...valid, cc_ss_issue: 4444333322221111 }],
  ])('refuses a card number or CVV in clear: %j', (data) => {
    expect(readCardSubmission(data)).toEqual({ ok: false, message: CARD_DATA_IN_CLEAR });
  });

  it.each([
    [null],
    [{ ...valid, encryptedData: '' }],
    [{ ...valid, encryptedData: 'not-a-blob' }],
    [{ ...valid, encryptedData: `v1.key.${'A'.repeat(5000)}` }],
    [{ ...valid, cc_type: 'XX' }],
    [{ ...valid, cc_number: '' }],
    [{ ...valid, dfReferenceId: '<script>' }],
  ])('asks for the card again when the payment is incomplete or malformed: %j', (data) => {
    expect(readCardSubmission(data as Record<string, unknown> | null)).toEqual({ ok: false, message: CARD_DETAILS_MISSING });
  });

  it('takes a device-data session whose UUID groups read as a Luhn-valid run of digits, yet refuses a card number sent as the session', () => {
    // 38412690-5528-c… : 8 + 4 digits joined by a dash pass Luhn, as a few sessions in a thousand do.
    const session = '38412690-5528-c41e-9c3a-0f6d1c2e5b0a';
    expect(looksLikeCardNumber(session)).toBe(true);
    expect(readCardSubmission({ ...valid, dfReferenceId: session })).toMatchObject({ ok: true, card: { deviceDataSessionId: session } });
    expect(readCardSubmission({ ...valid, dfReferenceId: '4444333322221111' })).toEqual({ ok: false, message: CARD_DATA_IN_CLEAR });
  });

  it('takes a Brazilian CNPJ whose 14 digits pass Luhn as the tax number it is, but not a card number sent as the CPF', () => {
    const cnpj = '11222363000198';
    expect(looksLikeCardNumber(cnpj)).toBe(true);
    expect(readCardSubmission({ ...valid, cpf: cnpj, instalment: '3' })).toMatchObject({ ok: true });
    expect(readCardSubmission({ ...valid, cpf: '11.222.363/0001-98' })).toMatchObject({ ok: true });
    expect(readCardSubmission({ ...valid, cpf: '4444333322221111' })).toEqual({ ok: false, message: CARD_DATA_IN_CLEAR });
    // Valid check digits are needed: another 14-digit run passing Luhn is scanned as a card.
    expect(looksLikeCardNumber('11222363000107')).toBe(true);
    expect(readCardSubmission({ ...valid, cpf: '11222363000107' })).toEqual({ ok: false, message: CARD_DATA_IN_CLEAR });
  });

  it('needs the cardholder name', () => {
    expect(readCardSubmission({ ...valid, cc_name: ' ' })).toEqual({ ok: false, message: 'This is a required field.' });
  });

  it('tells a card number from other digits', () => {
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('+447700900000')).toBe(false);
    expect(looksLikeCardNumber('1234567890123')).toBe(false);
  });

  it('words the gateway’s refusals for the shopper', () => {
    expect(refusalMessage('CARD_NOT_RECOGNISED', DEFAULT_PROVIDER_MESSAGES)).toBe(DEFAULT_PROVIDER_MESSAGES.CCAM0);
    expect(refusalMessage('REFUSED', DEFAULT_PROVIDER_MESSAGES)).toBe(CARD_PAYMENT_REFUSED);
    expect(refusalMessage('CARD_EXPIRED', DEFAULT_PROVIDER_MESSAGES)).toBe(CARD_PAYMENT_REFUSED);
    expect(refusalMessage('ERROR', DEFAULT_PROVIDER_MESSAGES)).toBe(CARD_PAYMENT_ERROR);
    expect(refusalMessage('INVALID_ENCRYPTED_DATA', DEFAULT_PROVIDER_MESSAGES)).toBe(CARD_DETAILS_MISSING);
  });
});
