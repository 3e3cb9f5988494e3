import { paymentSettings } from '../settings';
import { CARD_DATA_IN_CLEAR } from './card-submission';
import {
  checkCardChoice,
  checkSavedCardForPayment,
  readSaveCardRequest,
  readSavedCardPayment,
  SAVE_CARD_CUSTOMERS_ONLY,
  SAVED_CARD_EXPIRED,
} from './saved-card-payment';

const { messages } = paymentSettings.read({}).worldpay;
const now = new Date('2026-11-25T12:00:00Z');
const visa = { token: 'tok_1', cardType: 'VI', expiryMonth: 12, expiryYear: 2030 };
const amex = { ...visa, cardType: 'AE' };

describe('saved cards at place order (spec 002 §5, CCAM2–5)', () => {
  it.each([
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '123' },
      { ok: true, payment: { cardId: 7, cvv: '123' } },
    ],
    [
      { isSavedCardPayment: '1', tokenCode: 7, saved_cc_cid: ' 1234 ', dfReferenceId: 'session-0001' },
      { ok: true, payment: { cardId: 7, cvv: '1234', deviceDataSessionId: 'session-0001' } },
    ],
    [
      { isSavedCardPayment: true, tokenCode: 'tok_sandbox_jane_visa_1111', saved_cc_cid: '123' },
      { ok: false, message: messages.CCAM2 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '', saved_cc_cid: '123' },
      { ok: false, message: messages.CCAM2 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '0', saved_cc_cid: '123' },
      { ok: false, message: messages.CCAM2 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '99999999999', saved_cc_cid: '123' },
      { ok: false, message: messages.CCAM2 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '12' },
      { ok: false, message: messages.CCAM3 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '12345' },
      { ok: false, message: messages.CCAM3 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: 123 },
      { ok: false, message: messages.CCAM3 },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '123', cc_number: '4444333322221111' },
      { ok: false, message: CARD_DATA_IN_CLEAR },
    ],
    [
      { isSavedCardPayment: true, tokenCode: '7', saved_cc_cid: '123', cc_cid: '123' },
      { ok: false, message: CARD_DATA_IN_CLEAR },
    ],
  ])('reads %j', (data, expected) => expect(readSavedCardPayment(data, messages)).toEqual(expected));

  it.each([
    ['a Visa with 3 digits', visa, '123', null],
    ['an Amex with 4 digits', amex, '1234', null],
    ['a Visa with 4 digits', visa, '1234', 'CCAM3'],
    ['an Amex with 3 digits', amex, '123', 'CCAM3'],
    ['no card (another customer’s, unknown)', null, '123', 'CCAM2'],
    ['a card without a token', { ...visa, token: '' }, '123', 'CCAM2'],
    ['a card without a token (null)', { ...visa, token: null }, '123', 'CCAM2'],
    ['a card expired last month', { ...visa, expiryMonth: 10, expiryYear: 2026 }, '123', 'saved-card-expired'],
    ['a card expiring this month', { ...visa, expiryMonth: 11, expiryYear: 2026 }, '123', null],
  ])('checks %s', (_label, card, cvv, code) => expect(checkSavedCardForPayment(card, cvv, now, messages)?.code ?? null).toBe(code));

  it('refuses an expired card with its own text', () => {
    expect(checkSavedCardForPayment({ ...visa, expiryYear: 2020 }, '123', now, messages)?.message).toBe(SAVED_CARD_EXPIRED);
  });

  const choice = { isCustomer: true, savedCardPayment: false, subscription: false, saveCard: false, disclaimerAccepted: false };
  it.each([
    ['a customer not saving', {}, true, null],
    ['a guest saving', { isCustomer: false, saveCard: true, disclaimerAccepted: true }, true, 'save-card-customers-only'],
    ['a subscription without saving (CCAM4)', { subscription: true }, true, 'CCAM4'],
    ['a subscription paid with a saved card', { subscription: true, savedCardPayment: true }, true, null],
    ['a subscription saving with the disclaimer', { subscription: true, saveCard: true, disclaimerAccepted: true }, true, null],
    ['saving without the mandatory disclaimer (CCAM5)', { saveCard: true }, true, 'CCAM5'],
    ['saving without an optional disclaimer', { saveCard: true }, false, null],
  ])('the card choice: %s', (_label, overrides, mandatory, code) => {
    expect(checkCardChoice({ ...choice, ...overrides }, { disclaimerMandatory: mandatory }, messages)?.code ?? null).toBe(code);
  });

  it('answers with the store’s texts and the sign-in text for a guest', () => {
    const custom = paymentSettings.read({ 'payment/worldpay/exception_messages/CCAM5': 'Tick the disclaimer.' }).worldpay.messages;
    expect(checkCardChoice({ ...choice, saveCard: true }, { disclaimerMandatory: true }, custom)?.message).toBe('Tick the disclaimer.');
    expect(checkCardChoice({ ...choice, isCustomer: false, saveCard: true }, { disclaimerMandatory: false }, messages)?.message).toBe(SAVE_CARD_CUSTOMERS_ONLY);
  });

  it.each([
    [
      { save_my_card: true, disclaimerFlag: true },
      { saveCard: true, disclaimerAccepted: true },
    ],
    [
      { save_my_card: '1', disclaimerFlag: 'false' },
      { saveCard: true, disclaimerAccepted: false },
    ],
    [{ save_my_card: 'yes' }, { saveCard: false, disclaimerAccepted: false }],
    [undefined, { saveCard: false, disclaimerAccepted: false }],
  ])('reads the save choice %j', (data, expected) => expect(readSaveCardRequest(data)).toEqual(expected));
});
