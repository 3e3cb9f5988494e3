import { CARD_DATA_IN_CLEAR, CARD_DETAILS_MISSING } from '../../payment/domain';
import { readPayuCard } from './card';

const TOKEN = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';

describe('a PayU card payment’s additional_data', () => {
  it('carries the browser’s token, the type and the last four digits', () => {
    expect(readPayuCard({ payu_token: TOKEN, cc_type: 'VI', cc_last4: '1111', cpf: '529.982.247-25', instalment: '3' })).toEqual({
      ok: true,
      card: { token: TOKEN, cardType: 'VI', last4: '1111' },
    });
  });

  it('takes a token made of digit groups (no card number, however Luhn reads it)', () => {
    const digits = '12345678-1234-4234-8234-123456789012';
    expect(readPayuCard({ payu_token: digits, cc_type: 'MC', cc_last4: '4444' })).toMatchObject({ ok: true });
  });

  it.each([
    ['a card number', { cc_number: '4444333322221111' }],
    ['a number in any field', { note: '4444 3333 2222 1111' }],
    ['a security code', { cvv: '123' }],
    ['a security code under Magento’s name', { cc_cid: '123' }],
  ])('refuses %s in clear', (_label, extra) => {
    expect(readPayuCard({ payu_token: TOKEN, cc_type: 'VI', cc_last4: '1111', ...extra })).toEqual({ ok: false, message: CARD_DATA_IN_CLEAR });
  });

  it.each([
    ['nothing', null],
    ['no token', { cc_type: 'VI', cc_last4: '1111' }],
    ['a token of another shape', { payu_token: 'tok_123', cc_type: 'VI', cc_last4: '1111' }],
    ['an unknown type', { payu_token: TOKEN, cc_type: 'XX', cc_last4: '1111' }],
    ['a type PayU does not take', { payu_token: TOKEN, cc_type: 'JCB', cc_last4: '1111' }],
    ['more than four digits', { payu_token: TOKEN, cc_type: 'VI', cc_last4: '11111' }],
  ])('asks for the card again with %s', (_label, data) => {
    expect(readPayuCard(data)).toEqual({ ok: false, message: CARD_DETAILS_MISSING });
  });
});
