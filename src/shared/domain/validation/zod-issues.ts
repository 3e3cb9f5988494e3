import type * as z from 'zod';
import * as m from './messages';
import { ruleFailure, type RuleFailure } from './rule-failure';

/** A finished zod issue, or a raw one as an error map sees it (which still has `input`). */
export type ZodIssueLike = z.core.$ZodIssue & { readonly input?: unknown };

/** Key under which schemas built on the rules keep the RuleFailure in a custom issue's params. */
export const RULE_FAILURE_PARAM = 'ruleFailure';

// Library texts that a schema may have set as a plain zod message (no parameters to recover).
const CODE_BY_MESSAGE: Readonly<Record<string, string>> = {
  [m.REQUIRED_MESSAGE]: 'required',
  [m.NO_HTML_TAGS_MESSAGE]: 'no_html_tags',
  [m.EMAIL_MESSAGE]: 'email',
  [m.URL_MESSAGE]: 'url',
  [m.SELECT_OPTION_MESSAGE]: 'select_option',
  [m.TELEPHONE_INVALID_MESSAGE]: 'telephone_invalid',
  [m.TELEPHONE_INVALID_COUNTRY_MESSAGE]: 'telephone_invalid_country',
  [m.TELEPHONE_TOO_SHORT_MESSAGE]: 'telephone_too_short',
  [m.TELEPHONE_TOO_LONG_MESSAGE]: 'telephone_too_long',
  [m.UK_MOBILE_MESSAGE]: 'uk_mobile',
  [m.ZIP_US_MESSAGE]: 'zip_us',
  [m.PASSWORD_MESSAGE]: 'password_length',
  [m.STAFF_PASSWORD_MESSAGE]: 'staff_password',
  [m.NUMBER_MESSAGE]: 'number',
  [m.INTEGER_MESSAGE]: 'integer',
  [m.RANGE_MESSAGE]: 'range',
  [m.GREATER_THAN_ZERO_MESSAGE]: 'greater_than_zero',
  [m.DATE_MESSAGE]: 'date',
  [m.DATE_OF_BIRTH_MESSAGE]: 'date_of_birth',
  [m.FILE_TYPE_MESSAGE]: 'file_type',
  [m.FILE_SIZE_MESSAGE]: 'file_size',
  [m.CARD_NUMBER_MESSAGE]: 'card_number',
  [m.CARD_TYPE_MESSAGE]: 'card_type',
  [m.CARD_TYPE_MISMATCH_MESSAGE]: 'card_type_mismatch',
  [m.CARD_CVV_MESSAGE]: 'card_cvv',
  [m.CARD_EXPIRY_MONTH_MESSAGE]: 'card_expiry_month',
  [m.CARD_EXPIRY_YEAR_MESSAGE]: 'card_expiry_year',
  [m.QTY_GREATER_THAN_ZERO_MESSAGE]: 'qty_greater_than_zero',
};

const REQUIRED = ruleFailure('required', m.REQUIRED_MESSAGE);

function limit(value: number | bigint): number | string {
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * Finished issues drop `input` unless reportInput is on, so a missing value is also recognised
 * by zod's "nonoptional" expectation or its default English text ("… received undefined").
 */
function isMissing(issue: ZodIssueLike & { code: 'invalid_type' }): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return issue.expected === 'nonoptional' || /received (undefined|null)$/.test(issue.message);
}

function fromStructure(issue: ZodIssueLike): RuleFailure | null {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return REQUIRED;
      if (issue.expected === 'number') return ruleFailure('number', m.NUMBER_MESSAGE);
      if (issue.expected === 'int') return ruleFailure('integer', m.INTEGER_MESSAGE);
      if (issue.expected === 'date') return ruleFailure('date', m.DATE_MESSAGE);
      return null;
    case 'too_big':
      if (issue.origin === 'string') {
        return ruleFailure('max_length', m.MAX_LENGTH_MESSAGE, { '1': limit(issue.maximum) });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return ruleFailure('max_value', m.MAX_VALUE_MESSAGE, { '1': limit(issue.maximum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return ruleFailure('range', m.RANGE_MESSAGE, { max: limit(issue.maximum) });
      }
      return null;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? REQUIRED : ruleFailure('min_length', m.MIN_LENGTH_MESSAGE, { '1': limit(issue.minimum) });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return Number(issue.minimum) === 0 && !issue.inclusive
          ? ruleFailure('greater_than_zero', m.GREATER_THAN_ZERO_MESSAGE)
          : ruleFailure('min_value', m.MIN_VALUE_MESSAGE, { '1': limit(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? REQUIRED : ruleFailure('range', m.RANGE_MESSAGE, { min: limit(issue.minimum) });
      }
      return null;
    case 'invalid_format':
      if (issue.format === 'email') return ruleFailure('email', m.EMAIL_MESSAGE);
      if (issue.format === 'url') return ruleFailure('url', m.URL_MESSAGE);
      if (issue.format === 'date' || issue.format === 'datetime') return ruleFailure('date', m.DATE_MESSAGE);
      return null;
    case 'invalid_value':
      return ruleFailure('select_option', m.SELECT_OPTION_MESSAGE);
    default:
      return null;
  }
}

/**
 * The library's message for a zod issue, for the server's error handler and form resolvers.
 * Order: a RuleFailure carried by the issue; a library text set as the message; the issue's kind
 * (missing → required, long string → max length, …); otherwise zod's own text under zod's code.
 */
export function zodIssueToRuleFailure(issue: ZodIssueLike): RuleFailure {
  if (issue.code === 'custom') {
    const carried = issue.params?.[RULE_FAILURE_PARAM] as RuleFailure | undefined;
    if (carried) return carried;
  }
  if (Object.hasOwn(CODE_BY_MESSAGE, issue.message)) {
    return ruleFailure(CODE_BY_MESSAGE[issue.message], issue.message);
  }
  return fromStructure(issue) ?? ruleFailure(issue.code, issue.message);
}
