/**
 * Card data the tests use, and how to find it in a log line or a database row: the searches of the
 * server tests' logs (log-audit.ts), of each test database (database-audit.ts) and of the browser
 * journeys' server log (e2e/global-teardown.ts). No runner's code here: Vitest and Playwright load it.
 */

/** Something a text is searched for (a RegExp is one). */
export interface Finder {
  test(text: string): boolean;
}

/** The card numbers of the tests and the sandbox gateway's test cards, with or without their spaces. */
export const TEST_CARD_NUMBER: RegExp =
  /4111\s?1111\s?1111\s?1111|378282246310005|6011000990139424|5555555555554444|3530111333300000|30569309025904|2221000000000009|4444333322221111|4917610000000000|4462030000000000|5454545454545454|343434343434343|4000000000001091|6759649826438453/;

/** The security codes the tests and journeys type (each is found as the value of a security code's field). */
export const TEST_SECURITY_CODES = ['123', '1234', '321', '737', '1001', '066'] as const;

/** Words that name a card's security code on their own (`cc_cid`, `cardCvc`, `CVV2`). */
const SECURITY_CODE_WORDS = new Set(['cvc', 'cvv', 'cvn', 'cvd', 'csc', 'cid', 'cvc2', 'cvv2', 'cvn2', 'cav2', 'cid2']);
/** Names a security code's field takes in words (`security_code`, `x_card_code`, `cardVerificationNumber`). */
const SECURITY_CODE_PHRASES = ['securitycode', 'cardcode', 'cardverification', 'verificationcode', 'verificationvalue', 'verificationnumber', 'cardsecurity'];

/** Whether a field's name looks like a card security code's: its words, from snake, kebab or camel case. */
export function looksLikeSecurityCodeField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.some((word) => SECURITY_CODE_WORDS.has(word))) return true;
  const joined = words.join('');
  return SECURITY_CODE_PHRASES.some((phrase) => joined.includes(phrase));
}

/**
 * A field and its value as they appear in a body or a row: `"cvc":"123"`, `"cvc": 123`, the JSON escaped
 * inside a JSON string (`\"cvc\":\"123\"`), a row read as text (quotes doubled: `""cvc"": ""123""`), and
 * a form or query (`cvc=123`, also as a field of a row).
 */
const JSON_FIELD = /(?:\\?"){1,2}([A-Za-z0-9_.-]{1,64})(?:\\?"){1,2}\s*:\s*(?:\\?"){0,2}(\d{3,4})(?!\d)/g;
const FORM_FIELD = /(?:^|[?&;,("\s])([A-Za-z0-9_.[\]-]{1,64})=(\d{3,4})(?![\d])/g;

/**
 * A security code (3 or 4 digits, among them every code of TEST_SECURITY_CODES) as the value of a field
 * whose name looks like a security code's. A 3-digit number alone is not looked for: quantities, prices
 * and status codes would be found everywhere.
 */
export const SECURITY_CODE_FIELD: Finder = {
  test(text: string): boolean {
    for (const pattern of [JSON_FIELD, FORM_FIELD]) {
      for (const [, name] of text.matchAll(pattern)) {
        if (looksLikeSecurityCodeField(name)) return true;
      }
    }
    return false;
  },
};

/** Card data in a text: which (a card number, a card security code), or undefined. */
export function findCardData(text: string): string | undefined {
  if (TEST_CARD_NUMBER.test(text)) return 'a card number';
  if (SECURITY_CODE_FIELD.test(text)) return 'a card security code';
  return undefined;
}
