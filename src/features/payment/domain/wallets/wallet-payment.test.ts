import {
  WALLET_AMOUNT_CHANGED,
  WALLET_NETWORK_NOT_ACCEPTED,
  WALLET_PAYMENT_DECLINED,
  WALLET_PAYMENT_ERROR,
  WALLET_PAYMENT_INVALID,
  WALLET_TOKEN_NOT_VERIFIED,
  WALLET_TOKEN_USED,
  walletRefusalMessage,
} from './messages';
import { readWalletAnswer, walletPaymentDetails, walletPaymentMethods } from './payment-request';
import { isWalletTokenShape, readWalletPayment, WALLET_TOKEN_MAX_LENGTH, walletAdditionalData } from './wallet-payment';

const part = (length: number) => 'aB3-_'.repeat(Math.ceil(length / 5)).slice(0, length);
/** A token of the sandbox's shape: header, payload and an HMAC-SHA256 signature (43 base64url characters). */
const TOKEN = `wt1.${part(120)}.${part(43)}`;
const ACCEPTED = ['VISA', 'MASTERCARD', 'AMEX'];
const data = (changes: Record<string, unknown> = {}) => ({ wallet_token: TOKEN, wallet_card_network: 'VISA', wallet_card_last4: '1111', ...changes });

describe('the wallet token’s shape', () => {
  it.each([
    ['three base64url parts', TOKEN],
    ['an ECDSA-sized signature', `eyJhbGciOiJFUzI1NiJ9.${part(400)}.${part(86)}`],
    ['the longest taken', `wt1.${part(WALLET_TOKEN_MAX_LENGTH - 4 - 1 - 43)}.${part(43)}`],
  ])('takes %s', (_, token) => {
    expect(isWalletTokenShape(token)).toBe(true);
  });

  it.each([
    ['a number', 1234],
    ['nothing', undefined],
    ['an empty text', ''],
    ['two parts', `wt1.${part(120)}`],
    ['four parts', `wt1.${part(120)}.${part(43)}.${part(20)}`],
    ['an empty part', `wt1..${part(43)}`],
    ['a payload too short to hold anything', `wt1.${part(15)}.${part(43)}`],
    ['a signature too short to sign anything', `wt1.${part(120)}.${part(15)}`],
    ['padding (base64, not base64url)', `wt1.${part(120)}=.${part(43)}`],
    ['plus and slash (base64, not base64url)', `wt1.${part(118)}+/.${part(43)}`],
    ['spaces', `wt1.${part(60)} ${part(59)}.${part(43)}`],
    ['a JSON token (Google’s raw form, not the gateway’s)', JSON.stringify({ signature: part(86), protocolVersion: 'ECv2', signedMessage: part(200) })],
    ['one character over the longest', `wt1.${part(WALLET_TOKEN_MAX_LENGTH - 4 - 1 - 43 + 1)}.${part(43)}`],
    ['a card number', '4444333322221111'],
  ])('refuses %s', (_, token) => {
    expect(isWalletTokenShape(token)).toBe(false);
  });
});

describe('a wallet payment’s additional_data', () => {
  it('reads the token, the network and the last four digits', () => {
    expect(readWalletPayment(data(), ACCEPTED)).toEqual({ ok: true, payment: { token: TOKEN, network: 'VISA', last4: '1111' } });
    expect(readWalletPayment(data({ wallet_card_network: 'AMEX', wallet_card_last4: '0005' }), ACCEPTED)).toMatchObject({
      ok: true,
      payment: { network: 'AMEX', last4: '0005' },
    });
  });

  it('lets the checkout’s electronic invoice flag pass beside it', () => {
    expect(readWalletPayment(data({ edicomEnabled: true }), ACCEPTED)).toMatchObject({ ok: true });
  });

  it.each([
    ['no additional_data', null, 'additional_data'],
    ['a list', [TOKEN], 'additional_data'],
    ['a text', TOKEN, 'additional_data'],
    ['a field of its own beside the wallet’s', data({ cc_number: '4444333322221111' }), 'additional_data'],
    ['an amount of its own', data({ amount: '0.01' }), 'additional_data'],
    ['no token', data({ wallet_token: undefined }), 'wallet_token'],
    ['a token of another shape', data({ wallet_token: 'not-a-token' }), 'wallet_token'],
    ['a token as an object', data({ wallet_token: { data: TOKEN } }), 'wallet_token'],
    ['no network', data({ wallet_card_network: undefined }), 'wallet_card_network'],
    ['a network no wallet names', data({ wallet_card_network: 'DINERS CLUB' }), 'wallet_card_network'],
    ['a network in lower case (the page sends it as the wallets name it)', data({ wallet_card_network: 'visa' }), 'wallet_card_network'],
    ['three digits', data({ wallet_card_last4: '111' }), 'wallet_card_last4'],
    ['the whole number', data({ wallet_card_last4: '4444333322221111' }), 'wallet_card_last4'],
    ['digits as a number', data({ wallet_card_last4: 1111 }), 'wallet_card_last4'],
  ])('refuses %s, naming the field at fault', (_, additionalData, fieldName) => {
    expect(readWalletPayment(additionalData, ACCEPTED)).toEqual({ ok: false, message: WALLET_PAYMENT_INVALID, fieldName });
  });

  it('refuses a network the store does not accept with its own message', () => {
    expect(readWalletPayment(data({ wallet_card_network: 'JCB' }), ACCEPTED)).toEqual({
      ok: false,
      message: WALLET_NETWORK_NOT_ACCEPTED,
      fieldName: 'wallet_card_network',
    });
  });

  it('is what the page sends for a payment', () => {
    const payment = { token: TOKEN, network: 'MASTERCARD' as const, last4: '4444' };
    expect(readWalletPayment(walletAdditionalData(payment), ACCEPTED)).toEqual({ ok: true, payment });
  });
});

describe('the Payment Request for a wallet', () => {
  it('asks the store’s wallet for a card of its networks, tokenised for the gateway', () => {
    expect(walletPaymentMethods({ supportedMethods: 'https://wallet.example/pay', merchantName: 'Vype', networks: ['VISA', 'AMEX'] })).toEqual([
      {
        supportedMethods: 'https://wallet.example/pay',
        data: {
          apiVersion: 2,
          apiVersionMinor: 0,
          merchantInfo: { merchantName: 'Vype' },
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'AMEX'] },
              tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'worldpay' } },
            },
          ],
        },
      },
    ]);
  });

  it.each([
    [15.97, 'GBP', 2, '15.97'],
    [7.1, 'EUR', 2, '7.10'],
    [2999, 'CLP', 0, '2999'],
    [0.01, 'GBP', 2, '0.01'],
  ])('writes a grand total of %d %s with its %i decimals', (total, currency, precision, value) => {
    expect(walletPaymentDetails(total, currency, precision)).toEqual({ total: { label: 'Order total', amount: { currency, value } } });
  });

  it.each([
    ['nothing to pay', 0, 'GBP'],
    ['a negative total', -1, 'GBP'],
    ['no number', Number.NaN, 'GBP'],
    ['no currency', 15.97, ''],
  ])('makes none for %s', (_, total, currency) => {
    expect(walletPaymentDetails(total, currency, 2)).toBeNull();
  });
});

describe('the wallet’s answer', () => {
  const answer = (changes: { info?: object; tokenizationData?: object; type?: string } = {}) => ({
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: changes.type ?? 'CARD',
      description: 'Visa •••• 1111',
      info: { cardNetwork: 'VISA', cardDetails: '1111', ...changes.info },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN, ...changes.tokenizationData },
    },
  });

  it('gives its token and its card’s network (as the shop names it) and last four digits', () => {
    expect(readWalletAnswer(answer())).toEqual({ token: TOKEN, network: 'VISA', last4: '1111' });
    expect(readWalletAnswer(answer({ info: { cardNetwork: 'mastercard', cardDetails: '4444' } }))).toEqual({
      token: TOKEN,
      network: 'MASTERCARD',
      last4: '4444',
    });
  });

  it.each([
    ['nothing', null],
    ['an answer of another wallet kind', { token: TOKEN }],
    ['a payment method that is no card', answer({ type: 'PAYPAL' })],
    ['a token for the merchant rather than its gateway', answer({ tokenizationData: { type: 'DIRECT' } })],
    ['no token', answer({ tokenizationData: { token: undefined } })],
    ['an unknown network', answer({ info: { cardNetwork: 'ELO' } })],
  ])('is no payment when it is %s', (_, details) => {
    expect(readWalletAnswer(details)).toBeNull();
  });
});

describe('the gateway’s refusals of a wallet payment', () => {
  it.each([
    ['REFUSED', 'REFUSED', WALLET_PAYMENT_DECLINED],
    ['ERROR', 'ERROR', WALLET_PAYMENT_ERROR],
    ['REFUSED', 'TOKEN_ALREADY_USED', WALLET_TOKEN_USED],
    ['REFUSED', 'AMOUNT_MISMATCH', WALLET_AMOUNT_CHANGED],
    ['REFUSED', 'INVALID_TOKEN', WALLET_TOKEN_NOT_VERIFIED],
    ['REFUSED', 'WALLET_CARD_MISMATCH', WALLET_TOKEN_NOT_VERIFIED],
    ['REFUSED', 'toString', WALLET_PAYMENT_DECLINED],
  ] as const)('answers %s %s with its message', (status, reason, message) => {
    expect(walletRefusalMessage(status, reason)).toBe(message);
  });
});
