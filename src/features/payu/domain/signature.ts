/**
 * PayU's signed texts (pure: the hashing is the server's). PayU signs `apiKey~merchantId~reference~amount~currency`
 * when an order is sent, adds the transaction's state for the response page and the confirmation, and writes
 * the amount differently in each (its documentation's "new_value" rules, below).
 */

/** The PayU states of a transaction, by the numeric code its pages and confirmations carry. */
export const PAYU_STATE_CODES = { '4': 'APPROVED', '6': 'DECLINED', '104': 'ERROR', '5': 'EXPIRED', '7': 'PENDING' } as const;
export type PayuStateCode = keyof typeof PAYU_STATE_CODES;
export type PayuState = (typeof PAYU_STATE_CODES)[PayuStateCode];

export function isPayuStateCode(code: string): code is PayuStateCode {
  return Object.hasOwn(PAYU_STATE_CODES, code);
}

/** The amount as PayU's forms and API write it: major units with two decimals ('88.90'). */
export function payuAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** PayU's amount text back in minor units ('88.90', '88.9', '88' → 8890); null for anything else. */
export function minorOf(text: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A confirmation's new_value: one decimal when the second is zero (150.00 → '150.0'), else two ('150.26'). */
export function confirmationValue(minor: number): string {
  return minor % 10 === 0 ? (minor / 100).toFixed(1) : payuAmount(minor);
}

/** A response page's new_value: TX_VALUE rounded to one decimal, half to even (150.25 → '150.2', 150.35 → '150.4'). */
export function responseValue(minor: number): string {
  const tenths = Math.floor(minor / 10);
  const rest = minor % 10;
  const rounded = rest > 5 || (rest === 5 && tenths % 2 === 1) ? tenths + 1 : tenths;
  return (rounded / 10).toFixed(1);
}

export interface SignedOrder {
  apiKey: string;
  merchantId: string;
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

/** What the order's signature covers when the shop sends it (WebCheckout's form, the API's order). */
export const orderSignatureText = (o: SignedOrder): string => [o.apiKey, o.merchantId, o.reference, payuAmount(o.amount), o.currency].join('~');

/** What the response page's `signature` covers. */
export const responseSignatureText = (o: SignedOrder, stateCode: string): string =>
  [o.apiKey, o.merchantId, o.reference, responseValue(o.amount), o.currency, stateCode].join('~');

/** What the confirmation's `sign` covers. */
export const confirmationSignatureText = (o: SignedOrder, stateCode: string): string =>
  [o.apiKey, o.merchantId, o.reference, confirmationValue(o.amount), o.currency, stateCode].join('~');
