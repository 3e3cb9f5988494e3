import { paymentSettings } from '../settings';
import { validateProviderCardNumber, validateSaveCardChoice, validateSavedCard } from './provider-rules';

const { messages } = paymentSettings.read({}).worldpay;
const code = (failure: { code: string } | null) => failure?.code ?? null;

describe('the gateway’s codes for cards', () => {
  it.each([
    ['4444333322221111', null],
    ['4444 3333 2222 1111', null],
    ['4444333322221112', 'CCAM0'],
    ['12345678903', 'CCAM1'],
    ['123456789012345678903', 'CCAM1'],
    ['4444-3333-2222-1111', 'CCAM1'],
    ['', 'CCAM1'],
  ])('number %j → %s', (number, expected) => expect(code(validateProviderCardNumber(number, messages))).toBe(expected));

  it.each([
    [{ tokenCode: 'tok_1', cvv: '123', cardType: 'VI' }, null],
    [{ tokenCode: 'tok_1', cvv: '1234', cardType: 'AE' }, null],
    [{ tokenCode: 'tok_1', cvv: '1234', cardType: 'AMEX-SSL' }, null],
    [{ tokenCode: 'tok_1', cvv: '123', cardType: 'AE' }, 'CCAM3'],
    [{ tokenCode: 'tok_1', cvv: '1234', cardType: 'MC' }, 'CCAM3'],
    [{ tokenCode: 'tok_1', cvv: '', cardType: 'MC' }, 'CCAM3'],
    [{ tokenCode: '', cvv: '123', cardType: 'VI' }, 'CCAM2'],
  ])('saved card %j → %s', (card, expected) => expect(code(validateSavedCard(card, messages))).toBe(expected));

  it.each([
    [{ subscription: true, saveCard: false, disclaimerMandatory: false, disclaimerAccepted: false }, 'CCAM4'],
    [{ subscription: true, saveCard: true, disclaimerMandatory: true, disclaimerAccepted: false }, 'CCAM5'],
    [{ subscription: true, saveCard: true, disclaimerMandatory: true, disclaimerAccepted: true }, null],
    [{ subscription: false, saveCard: true, disclaimerMandatory: false, disclaimerAccepted: false }, null],
    [{ subscription: false, saveCard: false, disclaimerMandatory: true, disclaimerAccepted: false }, null],
  ])('save choice %j → %s', (choice, expected) => expect(code(validateSaveCardChoice(choice, messages))).toBe(expected));

  it('answers with the store’s texts', () => {
    const custom = paymentSettings.read({ 'payment/worldpay/exception_messages/CCAM4': 'Save your card to subscribe.' }).worldpay.messages;
    expect(validateSaveCardChoice({ subscription: true, saveCard: false, disclaimerMandatory: false, disclaimerAccepted: false }, custom)).toEqual({
      code: 'CCAM4',
      message: 'Save your card to subscribe.',
      parameters: { providerCode: 'CCAM4' },
    });
    expect(validateProviderCardNumber('1', messages)?.message).toBe('The card number must be between 12 and 20 digits.');
  });
});
