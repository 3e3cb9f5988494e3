import { isSupportedCountry, isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js';
import {
  TELEPHONE_INVALID_COUNTRY_MESSAGE,
  TELEPHONE_INVALID_MESSAGE,
  TELEPHONE_TOO_LONG_MESSAGE,
  TELEPHONE_TOO_SHORT_MESSAGE,
  UK_MOBILE_MESSAGE,
} from './messages';
import { isBlank, ruleFailure, type RuleFailure } from './rule-failure';

/**
 * Sent as the telephone when the shopper ticks 'Please tick this box if you do not have a UK mobile
 * number'. 07700 900000–900999 is Ofcom's range reserved for drama, so it can never reach a real
 * person. libphonenumber deliberately rejects that range, hence the explicit exemption below.
 */
export const UK_NO_MOBILE_DUMMY_TELEPHONE = '+447700900000';

/** Characters the shopper may type in the UK mobile field, not counting a leading '+'. */
export const UK_MOBILE_TYPED_MAX_LENGTH = 12;
/** Length of the only accepted form, +447xxxxxxxxx. */
export const UK_MOBILE_LENGTH = 13;

// Digits with the usual separators; letters would otherwise be skipped silently by the parser.
const TELEPHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Any telephone number, checked with libphonenumber (its "min" metadata keeps the browser bundle
 * small). Numbers without a +country prefix are read as numbers of `defaultCountry` (ISO 3166 alpha-2).
 */
export function validateTelephone(value: string | null | undefined, defaultCountry?: string): RuleFailure | null {
  if (isBlank(value)) return null;
  const text = (value as string).trim();
  if (text.replace(/\s+/g, '') === UK_NO_MOBILE_DUMMY_TELEPHONE) return null;
  if (!TELEPHONE_CHARACTERS.test(text)) return ruleFailure('telephone_invalid', TELEPHONE_INVALID_MESSAGE);
  const country = defaultCountry && isSupportedCountry(defaultCountry) ? defaultCountry : undefined;
  if (defaultCountry && !country && !text.startsWith('+')) {
    return ruleFailure('telephone_invalid_country', TELEPHONE_INVALID_COUNTRY_MESSAGE);
  }
  switch (validatePhoneNumberLength(text, country)) {
    case 'INVALID_COUNTRY':
      return ruleFailure('telephone_invalid_country', TELEPHONE_INVALID_COUNTRY_MESSAGE);
    case 'TOO_SHORT':
      return ruleFailure('telephone_too_short', TELEPHONE_TOO_SHORT_MESSAGE);
    case 'TOO_LONG':
      return ruleFailure('telephone_too_long', TELEPHONE_TOO_LONG_MESSAGE);
    case 'NOT_A_NUMBER':
    case 'INVALID_LENGTH':
      return ruleFailure('telephone_invalid', TELEPHONE_INVALID_MESSAGE);
    default:
      return isValidPhoneNumber(text, country) ? null : ruleFailure('telephone_invalid', TELEPHONE_INVALID_MESSAGE);
  }
}

/**
 * Spec 001 §5/§9 and 002 §5: "input cut to 12 characters; valid only when exactly 13 characters and
 * matching +44 or 0 followed by a 7 mobile pattern" ("12 typed, 13 validated").
 * Interpretation: the 12 typed characters are the digits; the leading '+' is not counted (it is the
 * 13th character), so "+447700900123" can be typed in full. Spaces are dropped while typing because
 * the accepted form has none. The 0-prefixed form matches the pattern but is at most 11 characters
 * ("07700900123"), so the 13-character condition always refuses it; the message then tells the
 * shopper to drop the 0 and write +447xxxxxxxxx. Net effect: only "+447" plus 9 digits is valid.
 */
export function normaliseUkMobileInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  const plus = compact.startsWith('+') ? '+' : '';
  return plus + compact.slice(plus.length, plus.length + UK_MOBILE_TYPED_MAX_LENGTH);
}

const UK_MOBILE_PATTERN = /^(?:\+44|0)7\d{9}$/;

export function validateUkMobile(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  const text = value as string;
  const valid = text.length === UK_MOBILE_LENGTH && UK_MOBILE_PATTERN.test(text);
  return valid ? null : ruleFailure('uk_mobile', UK_MOBILE_MESSAGE);
}
