import { cardDigits, DEFAULT_CVV_LENGTH, detectCardType, findCardType, passesLuhn, type CardType, type CardTypeCode } from './card-types';
import cardValidator from 'card-validator';
import { toCalendarDate, type Today } from '../../../../shared/domain/validation/date-rules';
import {
  CARD_CVV_MESSAGE,
  CARD_EXPIRY_MONTH_MESSAGE,
  CARD_EXPIRY_YEAR_MESSAGE,
  CARD_NUMBER_MESSAGE,
  CARD_TYPE_MESSAGE,
  CARD_TYPE_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../../../shared/domain/validation/messages';
import { CARD_NAME_MESSAGE } from '../messages';
import { isBlank, ruleFailure, type RuleFailure } from '../../../../shared/domain/validation/rule-failure';

/** Expiry years offered and accepted: the current year through 19 years ahead (spec 002 §9). */
export const CARD_EXPIRY_YEARS_AHEAD = 19;

type Field = string | number | null | undefined;
type Text = string | null | undefined;

export interface CardNumberOptions {
  /** The types the store accepts (checkout config ccform.availableTypes); any known type when omitted. */
  readonly allowedTypes?: readonly CardTypeCode[];
}

/** Digits only once spaces are removed, a known (and accepted) type, Luhn except UnionPay, a length of that type. */
export function validateCardNumber(value: Text, options: CardNumberOptions = {}): RuleFailure | null {
  if (isBlank(value)) return null;
  const digits = cardDigits(value as string);
  const type = digits ? detectCardType(digits) : null;
  if (!digits || !type) return ruleFailure('card_number', CARD_NUMBER_MESSAGE);
  if (options.allowedTypes && !options.allowedTypes.includes(type.code)) {
    return ruleFailure('card_type', CARD_TYPE_MESSAGE);
  }
  const valid = (!type.luhn || passesLuhn(digits)) && type.lengths.includes(digits.length);
  return valid ? null : ruleFailure('card_number', CARD_NUMBER_MESSAGE);
}

/** The type the shopper picked must be the one the number's prefix belongs to (provider code CTYP01). */
export function validateCardTypeMatches(number: Text, selectedType: Text): RuleFailure | null {
  if (isBlank(number) || isBlank(selectedType)) return null;
  const detected = detectCardType(number as string);
  return detected?.code === selectedType ? null : ruleFailure('card_type_mismatch', CARD_TYPE_MISMATCH_MESSAGE, { providerCode: 'CTYP01' });
}

/** Digits only, exactly the type's code size (4 for American Express, else 3). */
export function validateCardCvv(value: Field, cardType?: CardTypeCode | null): RuleFailure | null {
  if (isBlank(value)) return null;
  const length = (cardType && findCardType(cardType)?.cvvLength) || DEFAULT_CVV_LENGTH;
  const text = String(value).trim();
  return /^\d+$/.test(text) && text.length === length ? null : ruleFailure('card_cvv', CARD_CVV_MESSAGE, { length });
}

function wholeNumber(value: Field, pattern: RegExp): number | null {
  const text = String(value).trim();
  return pattern.test(text) ? Number(text) : null;
}

/** Month 1–12; with the year given, a month already past in the current year is refused too. */
export function validateCardExpiryMonth(month: Field, today: Today, year?: Field): RuleFailure | null {
  if (isBlank(month)) return null;
  const monthNumber = wholeNumber(month, /^\d{1,2}$/);
  const failure = ruleFailure('card_expiry_month', CARD_EXPIRY_MONTH_MESSAGE);
  if (monthNumber === null || monthNumber < 1 || monthNumber > 12) return failure;
  const now = toCalendarDate(today);
  const yearNumber = isBlank(year) ? null : wholeNumber(year, /^\d{4}$/);
  return yearNumber === now.year && monthNumber < now.month ? failure : null;
}

/** Four digits, from the current year to 19 years ahead. */
export function validateCardExpiryYear(year: Field, today: Today): RuleFailure | null {
  if (isBlank(year)) return null;
  const yearNumber = wholeNumber(year, /^\d{4}$/);
  const current = toCalendarDate(today).year;
  const valid = yearNumber !== null && yearNumber >= current && yearNumber <= current + CARD_EXPIRY_YEARS_AHEAD;
  return valid ? null : ruleFailure('card_expiry_year', CARD_EXPIRY_YEAR_MESSAGE);
}

/** The years for the expiry-year dropdown. */
export function cardExpiryYearOptions(today: Today): number[] {
  const current = toCalendarDate(today).year;
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, offset) => current + offset);
}

/** What the number field shows while the shopper types: the type as soon as the prefix tells it. */
export interface CardNumberState {
  readonly type: CardType | null;
  /** Complete and correct: a known type, one of its lengths, Luhn (except UnionPay). */
  readonly isValid: boolean;
  /** Could still become valid with more digits. */
  readonly isPotentiallyValid: boolean;
}

/**
 * Detection while typing. The spec's table (`CARD_TYPES`) names the type and its lengths;
 * card-validator answers for the prefixes too short to name one yet ('3' may become Amex, Diners or JCB).
 */
export function cardNumberState(value: Text): CardNumberState {
  const digits = cardDigits(stripMinusSigns(value ?? ''));
  if (digits === null) return { type: null, isValid: false, isPotentiallyValid: (value ?? '').trim() === '' };
  const type = detectCardType(digits);
  if (!type) return { type: null, isValid: false, isPotentiallyValid: prefixOfKnownType(digits) };
  const isValid = validateCardNumber(digits) === null;
  const longest = Math.max(...type.lengths);
  return { type, isValid, isPotentiallyValid: isValid || digits.length < longest };
}

/** card-validator's names of the spec's card types (it has no Aura; the spec's table names Aura from 4 digits). */
const VALIDATOR_TYPES = new Set([
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
  'elo',
  'hiper',
  'hipercard',
]);

function prefixOfKnownType(digits: string): boolean {
  // card-validator names a card only once the prefix is unambiguous; a brand the spec does not list (Troy, Mir) is refused.
  const { card, isPotentiallyValid } = cardValidator.number(digits);
  return isPotentiallyValid && (card === null || VALIDATOR_TYPES.has(card.type));
}

/** Spec 002 §5: negative numbers in card fields have the minus sign removed. */
export function stripMinusSigns(value: string | number): string {
  return String(value).replace(/-/g, '');
}

/** Cardholder name: required, at most 255 characters, not a card number typed in the wrong field. */
export function validateCardholderName(value: Text): RuleFailure | null {
  if (isBlank(value)) return ruleFailure('required', REQUIRED_MESSAGE);
  return cardValidator.cardholderName((value as string).trim()).isValid ? null : ruleFailure('card_name', CARD_NAME_MESSAGE);
}
