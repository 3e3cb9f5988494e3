import { isSupportedCountry, isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js';
import { TELEPHONE_INVALID_COUNTRY_MESSAGE, TELEPHONE_INVALID_MESSAGE, TELEPHONE_TOO_LONG_MESSAGE, TELEPHONE_TOO_SHORT_MESSAGE } from './messages';
import { isBlank, ruleFailure, type RuleFailure } from './rule-failure';
import { UK_NO_MOBILE_DUMMY_TELEPHONE } from './uk-mobile-rules';

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
