import { EMAIL_MESSAGE, FIELD_REQUIRED_MESSAGE, MAX_LENGTH_MESSAGE, MIN_LENGTH_MESSAGE, NO_HTML_TAGS_MESSAGE, REQUIRED_MESSAGE, URL_MESSAGE } from './messages';
import { characterCount, isBlank, ruleFailure, type RuleFailure } from './rule-failure';

type Text = string | null | undefined;

/** Varchar columns of the address and customer tables hold 255 characters. */
export const DEFAULT_TEXT_MAX_LENGTH = 255;

export function validateRequired(value: unknown): RuleFailure | null {
  return isBlank(value) ? ruleFailure('required', REQUIRED_MESSAGE) : null;
}

/** The shipping-estimate form names the field: 'Field {name} is required.' */
export function validateRequiredField(value: unknown, fieldLabel: string): RuleFailure | null {
  return isBlank(value) ? ruleFailure('field_required', FIELD_REQUIRED_MESSAGE, { name: fieldLabel }) : null;
}

export function validateMaxLength(value: Text, max: number): RuleFailure | null {
  if (isBlank(value)) return null;
  return characterCount(value as string) > max ? ruleFailure('max_length', MAX_LENGTH_MESSAGE, { '1': max }) : null;
}

/** Leading and trailing spaces do not count towards the minimum. */
export function validateMinLength(value: Text, min: number): RuleFailure | null {
  if (isBlank(value)) return null;
  return characterCount((value as string).trim()) < min ? ruleFailure('min_length', MIN_LENGTH_MESSAGE, { '1': min }) : null;
}

// Magento's test: anything that opens or closes a tag, such as "<b" or "</script".
const HTML_TAG = /<(\/)?\w+/;

export function validateNoHtmlTags(value: Text): RuleFailure | null {
  if (isBlank(value)) return null;
  return HTML_TAG.test(value as string) ? ruleFailure('no_html_tags', NO_HTML_TAGS_MESSAGE) : null;
}

// Magento's validate-email pattern (letters beyond ASCII allowed), without its stray comma in the
// local part. A literal rather than new RegExp so that bundlers can drop it when unused.
const EMAIL =
  /^[\w!#$%&'*+/=?^`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF-]+(\.[\w!#$%&'*+/=?^`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF-]+)*@[a-z0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF-]+(\.[a-z0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF-]+)*\.[a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}$/i;

export function validateEmail(value: Text): RuleFailure | null {
  if (isBlank(value)) return null;
  return EMAIL.test(value as string) ? null : ruleFailure('email', EMAIL_MESSAGE);
}

// Magento's validate-url pattern: protocol required, host names of letters, digits, '_' and '-'.
const URL_PATTERN =
  /^(http|https|ftp):\/\/(([A-Z0-9]([A-Z0-9_-]*[A-Z0-9]|))(\.[A-Z0-9]([A-Z0-9_-]*[A-Z0-9]|))*)(:(\d+))?(\/[A-Z0-9~](([A-Z0-9_~-]|\.)*[A-Z0-9~]|))*\/?(.*)?$/i;

export function validateUrl(value: Text): RuleFailure | null {
  if (isBlank(value)) return null;
  return URL_PATTERN.test((value as string).trim()) ? null : ruleFailure('url', URL_MESSAGE);
}
