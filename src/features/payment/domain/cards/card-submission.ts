import { ENCRYPTED_CARD_PATTERN } from '../card-encryption';
import { isValidCnpj, isValidCpf } from '../latam';
import { validateCardholderName } from './card-rules';
import { type CardTypeCode, findCardType, passesLuhn } from './card-types';

/**
 * What a card payment may carry to the shop's server at place order (spec 002 §3, "card payment data"):
 * the browser's encrypted blob, the card type, the number masked to its last four digits, the
 * cardholder's name and, after 3-D Secure device data collection, its session id. A number or a
 * security code in clear is refused before anything else reads the body.
 */
export interface CardSubmission {
  encryptedData: string;
  cardType: CardTypeCode;
  last4: string;
  cardholderName: string;
  /** The 3-D Secure device-data session (dfReferenceId), when the browser collected one. */
  deviceDataSessionId?: string;
}

export const CARD_DATA_IN_CLEAR = 'Card details must be encrypted before they are sent. Please enter your card details again.';
export const CARD_DETAILS_MISSING = 'Please enter your card details again.';
export const CARD_PAYMENT_REFUSED = 'Your payment was declined. Please check your card details or use another card.';
export const CARD_PAYMENT_ERROR = 'Your payment could not be processed. Please try again or use another card.';
/** The gateway took the payment's key for a different request: the basket changed while paying. */
export const CARD_PAYMENT_CONFLICT = 'Your basket changed while you were paying. Please check your order and place it again.';

/** Fields that would hold a card number or a security code in clear (Magento's cc form and the provider's). */
const SECRET_FIELDS = ['cc_cid', 'saved_cc_cid', 'cvv', 'cvc', 'cc_number_clear', 'number', 'card_number', 'cardNumber', 'securityCode'];
const MASKED_NUMBER = /^[Xx*•-]*(\d{4})$/;
export const DF_REFERENCE = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_BLOB_LENGTH = 4096;

export type CardSubmissionResult = { ok: true; card: CardSubmission } | { ok: false; message: string };

/** True when a text holds something shaped like a card number (12 to 20 digits passing Luhn, spaces and dashes ignored). */
export function looksLikeCardNumber(text: string): boolean {
  for (const run of text.match(/\d[\d -]{10,}\d/g) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 12 && digits.length <= 20 && passesLuhn(digits)) return true;
  }
  return false;
}

/**
 * A device-data session id in the UUID form the gateway gives: its groups can read as a run of 12 or more
 * digits passing Luhn (about one session in a few hundred), which is no card number. Any other shape is
 * still scanned.
 */
const SESSION_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isDeviceSessionUuid(key: string, value: string): boolean {
  return key === 'dfReferenceId' && SESSION_UUID.test(value);
}

/** A Brazilian tax number with its check digits right: a CNPJ's 14 digits can pass Luhn, yet they are no card. */
function isTaxNumber(key: string, value: string): boolean {
  return key === 'cpf' && (isValidCpf(value) || isValidCnpj(value));
}

/** True when a payload holds a card number or a security code in clear, at any depth. */
export function holdsCardData(data: Record<string, unknown>): boolean {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && isTaxNumber(key, value)) continue;
    if (SECRET_FIELDS.includes(key) && value !== undefined && value !== null && value !== '') return true;
    if (key === 'cc_number' && typeof value === 'string' && value.trim() !== '' && !MASKED_NUMBER.test(value.replace(/\s/g, ''))) return true;
    if (typeof value === 'string' && key !== 'encryptedData' && !isDeviceSessionUuid(key, value) && looksLikeCardNumber(value)) return true;
    if (typeof value === 'number' && looksLikeCardNumber(String(value))) return true;
    if (value && typeof value === 'object' && holdsCardData(value as Record<string, unknown>)) return true;
  }
  return false;
}

/**
 * Reads a card payment's `additional_data`. Refused: a number or CVV in clear, a missing or malformed
 * blob, an unknown card type, a number not masked to its last four digits, a missing cardholder name.
 */
export function readCardSubmission(data: Record<string, unknown> | null | undefined): CardSubmissionResult {
  if (!data) return { ok: false, message: CARD_DETAILS_MISSING };
  if (holdsCardData(data)) return { ok: false, message: CARD_DATA_IN_CLEAR };
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const encryptedData = text('encryptedData');
  if (!encryptedData || encryptedData.length > MAX_BLOB_LENGTH || !ENCRYPTED_CARD_PATTERN.test(encryptedData))
    return { ok: false, message: CARD_DETAILS_MISSING };
  const type = findCardType(text('cc_type'));
  const last4 = MASKED_NUMBER.exec(text('cc_number').replace(/\s/g, ''))?.[1];
  if (!type || !last4) return { ok: false, message: CARD_DETAILS_MISSING };
  const cardholderName = text('cc_name');
  const nameFailure = validateCardholderName(cardholderName);
  if (nameFailure) return { ok: false, message: nameFailure.message };
  const df = text('dfReferenceId');
  if (df && !DF_REFERENCE.test(df)) return { ok: false, message: CARD_DETAILS_MISSING };
  return { ok: true, card: { encryptedData, cardType: type.code, last4, cardholderName, ...(df ? { deviceDataSessionId: df } : {}) } };
}

/** The shopper's message for the gateway's answer to an authorise (the store's CCAM0 text for an unknown card). */
export function refusalMessage(reason: string, messages: { CCAM0: string; CCAM2?: string; CCAM3?: string; CCAM20?: string; CCAM21?: string }): string {
  if (reason === 'CARD_NOT_RECOGNISED') return messages.CCAM0;
  // A saved card the gateway no longer knows, or its security code of the wrong size.
  if (reason === 'TOKEN_NOT_RECOGNISED' && messages.CCAM2) return messages.CCAM2;
  if (reason === 'CVC_INVALID' && messages.CCAM3) return messages.CCAM3;
  // The gateway's own checks of the Latin-American details (the shop checks them first).
  if (reason === 'INVALID_CPF' && messages.CCAM20) return messages.CCAM20;
  if (reason === 'INVALID_STATEMENT_NARRATIVE' && messages.CCAM21) return messages.CCAM21;
  if (reason === 'INVALID_ENCRYPTED_DATA') return CARD_DETAILS_MISSING;
  if (reason === 'ERROR') return CARD_PAYMENT_ERROR;
  return CARD_PAYMENT_REFUSED;
}
