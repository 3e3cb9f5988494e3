import { isBlank, type RuleFailure, ruleFailure, validateUsZip } from '../../../shared/domain/validation';

/** Not in the spec: worded as its US ZIP message is. */
const NL_POSTCODE_MESSAGE = 'Please enter a valid postcode (Ex: 1234 AB).';

/**
 * A Dutch postcode: four digits (the first not 0), an optional space, two letters; SA, SD and SS are
 * never issued (PostNL).
 */
const NL_POSTCODE = /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;

export function validateDutchPostcode(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  return NL_POSTCODE.test(String(value).trim()) ? null : ruleFailure('postcode_nl', NL_POSTCODE_MESSAGE);
}

const LOCAL_POSTCODE_RULES: Readonly<Record<string, (value: string | null | undefined) => RuleFailure | null>> = {
  US: validateUsZip,
  NL: validateDutchPostcode,
};

/**
 * A store that applies its country's own address rules (the US and Dutch stores) refuses a postcode of
 * the wrong shape where the shop knows the country's rule, instead of only warning: a ZIP code (12345 or
 * 12345-6789) in the US, 1234 AB in the Netherlands. Null where it passes or no rule is known.
 */
export function localPostcodeFailure(postcode: string | null | undefined, countryId: string): RuleFailure | null {
  return LOCAL_POSTCODE_RULES[countryId.toUpperCase()]?.(postcode) ?? null;
}
