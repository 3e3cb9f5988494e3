import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { MIN_LENGTH_MESSAGE, POSTCODE_EXAMPLE_PREFIX, POSTCODE_IGNORE_NOTICE, POSTCODE_INVALID_WARNING, ZIP_US_MESSAGE } from './messages';
import { characterCount, isBlank, ruleFailure, type RuleFailure } from './rule-failure';

/** A street line must hold at least 3 characters (spec 000 §5, §9). */
const STREET_LINE_MIN_LENGTH = 3;

const US_ZIP = /^\d{5}(-\d{4})?$/;

export function validateUsZip(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  return US_ZIP.test(value as string) ? null : ruleFailure('zip_us', ZIP_US_MESSAGE);
}

export interface PostcodeCheckOptions {
  /** Examples from the country's directory data, shown after ' Example: ' (joined by '; '). */
  readonly examples?: readonly string[];
}

/**
 * Advisory only (spec 000 §5, 001 §5): the shopper may ignore it, so the failure carries
 * severity 'warning' and must not block a form. Countries without a known pattern are not checked.
 * Text as Magento assembles it: warning + ' Example: ' + examples + '. ' + notice.
 */
export function checkPostcode(value: string | null | undefined, countryId: string | null | undefined, options: PostcodeCheckOptions = {}): RuleFailure | null {
  if (isBlank(value) || !countryId) return null;
  const country = countryId.toUpperCase();
  if (!postcodeValidatorExistsForCountry(country)) return null;
  if (postcodeValidator((value as string).trim(), country)) return null;
  const examples = options.examples?.filter((example) => example.trim() !== '') ?? [];
  const message = examples.length
    ? `${POSTCODE_INVALID_WARNING}${POSTCODE_EXAMPLE_PREFIX}%1. ${POSTCODE_IGNORE_NOTICE}`
    : `${POSTCODE_INVALID_WARNING} ${POSTCODE_IGNORE_NOTICE}`;
  const parameters = examples.length ? { '1': examples.join('; ') } : undefined;
  return { ...ruleFailure('postcode_warning', message, parameters), severity: 'warning' };
}

/** Street pattern: at least 3 characters, leading and trailing spaces not counted. */
export function validateStreetLine(value: string | null | undefined): RuleFailure | null {
  if (isBlank(value)) return null;
  return characterCount((value as string).trim()) < STREET_LINE_MIN_LENGTH
    ? ruleFailure('street_min_length', MIN_LENGTH_MESSAGE, { '1': STREET_LINE_MIN_LENGTH })
    : null;
}
