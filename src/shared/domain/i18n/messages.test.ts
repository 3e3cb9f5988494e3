import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';
import { MESSAGE_PLACEHOLDER, type MessageCatalogue } from './message-catalogue';
import { sentMessages } from './testing/sent-messages';

// The message catalogues (messages/<language>.json) are held to the messages the code can send, as
// sent-messages.ts finds them in the source: a message without a translation in any language (en-US
// lists only what US English words differently), a translation that lost or added a placeholder, or a
// catalogue phrase no code sends fails here. Texts the code computes are listed below with where their
// words come from, so a new one fails until it is placed.

/** Message positions whose texts are a store's settings: the settings whose defaults they fall back to. */
const CONFIGURED: Record<string, string[]> = {
  'features/age-verification/server/service.ts: s.maxAttemptsMessage': ['age_verification/idscan/max_attempts_message'],
  'features/age-verification/server/service.ts: shop.settings.ageVerification.maxAttemptsMessage': ['age_verification/idscan/max_attempts_message'],
  'features/checkout/domain/restrictions.ts: rules.errorMsg': ['checkout/restrictions/error_message'],
  'features/checkout/domain/restrictions.ts: rules.restrictedMobileNoErrorMsg': ['checkout/restrictions/mobile_error_message'],
  'features/payment/domain/apm.ts: m.account': ['payment/worldpay/exception_messages/ACH_ACCOUNT'],
  'features/payment/domain/apm.ts: m.checkNumber': ['payment/worldpay/exception_messages/ACH_CHECK_NUMBER'],
  'features/payment/domain/apm.ts: m.company': ['payment/worldpay/exception_messages/ACH_COMPANY'],
  'features/payment/domain/apm.ts: m.routing': ['payment/worldpay/exception_messages/ACH_ROUTING'],
  ...Object.fromEntries(
    [
      ['payment/domain/cards/card-submission.ts: messages', ['CCAM0', 'CCAM2', 'CCAM20', 'CCAM21', 'CCAM3']],
      ['payment/domain/cards/saved-card-payment.ts: messages', ['CCAM2', 'CCAM3']],
      ['payment/server/saved-card-payment.ts: messages', ['CCAM2']],
    ].flatMap(([where, codes]) => (codes as string[]).map((code) => [`features/${where}.${code}`, [`payment/worldpay/exception_messages/${code}`]])),
  ),
  // Every provider code's text, looked up by the gateway's code.
  'features/payment/domain/provider-codes.ts: messages[code as ProviderCode]': [
    'CCAM0',
    'CCAM1',
    'CCAM2',
    'CCAM3',
    'CCAM4',
    'CCAM5',
    'CCAM20',
    'CCAM21',
    'CTYP01',
  ].map((code) => `payment/worldpay/exception_messages/${code}`),
  'features/payment/domain/provider-codes.ts: messages[code]': [],
};

/**
 * Texts at a message position that never reach a shopper in an error's `{message, parameters}` body:
 * the place-order checks' descriptions of checks whose words are another feature's, a renewal's internal
 * reason, and a login's success (no page shows it). Other successful answers' texts are translated
 * where the browser shows them (shared/web/i18n/messages.ts), so they are held to the catalogues too.
 */
/** Positions whose texts are a setting's own, else the shop's defaults named here. */
const DEFAULTED: Record<string, string[]> = {
  // The carriers' address limits (checkout/domain/address-limits.ts): a street line's rule without a text of its own.
  'features/checkout/domain/address-limits.ts: limit.requiresMessage': [
    'Street line %1 must contain a house or building number.',
    'Street line %1 must contain a letter.',
  ],
};

const NOT_SENT_AS_ERRORS = new Set([
  '(the cart’s own message)',
  '(the pickup point’s or service point’s own message)',
  '(the store’s restriction or telephone message)',
  'NO_PAYMENT_PROFILE',
  'Login successful.',
]);

const MESSAGES_DIR = path.resolve(__dirname, 'messages');
const placeholders = (text: string) => (text.match(MESSAGE_PLACEHOLDER) ?? []).sort();

function readCatalogue(language: string): MessageCatalogue {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as MessageCatalogue;
}

const TRANSLATED = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
const catalogues = Object.fromEntries(TRANSLATED.map((language) => [language, readCatalogue(language)]));

describe('the message catalogues', () => {
  const found = sentMessages();
  const messages = new Set([...found.messages].filter((message) => !NOT_SENT_AS_ERRORS.has(message)));
  for (const keys of Object.values(CONFIGURED)) for (const key of keys) for (const text of found.configured(key)) messages.add(text);
  for (const texts of Object.values(DEFAULTED)) for (const text of texts) messages.add(text);

  it('know where every computed message comes from', () => {
    expect([...found.unfollowed].sort()).toEqual([...Object.keys(CONFIGURED), ...Object.keys(DEFAULTED)].sort());
  });

  it('find the messages the code sends (the search sees through constants, helpers and zod schemas)', () => {
    expect(messages).toContain('No such entity with %fieldName = %fieldValue');
    expect(messages).toContain('Please enter less or equal than %1 symbols.');
    expect(messages).toContain('Please enter a valid pickup point id.');
    expect(messages).toContain('The coupon code "%1" is not valid.');
    expect(messages).toContain('Invalid card number. Please check the card number and try again.');
    expect(messages).toContain('Request does not match any route.');
    for (const text of NOT_SENT_AS_ERRORS) expect(found.messages).toContain(text);
  });

  it.each(TRANSLATED.filter((language) => language !== 'en-US'))('%s translates every message the code sends', (language) => {
    const missing = [...messages].filter((message) => !Object.hasOwn(catalogues[language], message));
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)('%s holds only messages the code sends', (language) => {
    const unknown = Object.keys(catalogues[language]).filter((phrase) => !messages.has(phrase));
    expect(unknown).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps every placeholder of each message, and adds none', (language) => {
    const changed = Object.entries(catalogues[language]).filter(([phrase, text]) => placeholders(phrase).join() !== placeholders(text).join());
    expect(changed).toEqual([]);
  });

  it('en-US lists only what US English words differently', () => {
    const same = Object.entries(catalogues['en-US']).filter(([phrase, text]) => phrase === text);
    expect(same).toEqual([]);
  });
});
