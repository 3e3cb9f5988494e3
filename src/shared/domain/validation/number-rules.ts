import { INTEGER_MESSAGE, NUMBER_MESSAGE, RANGE_MESSAGE } from './messages';
import { isBlank, ruleFailure, type RuleFailure } from './rule-failure';

type NumberInput = number | string | null | undefined;

/** Percent discounts are valid from 0.01 to 100 (spec 000 §5). */
const PERCENT_MIN = 0.01;
const PERCENT_MAX = 100;

// A plain decimal, optionally with comma thousands separators in groups of three ("1,234.5").
const DECIMAL = /^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/** The number typed in a field, or null when it is not one. Blank text is not a number either. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/\d/.test(text) || !DECIMAL.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

export function validateNumber(value: NumberInput): RuleFailure | null {
  if (isBlank(value)) return null;
  return parseNumber(value) === null ? ruleFailure('number', NUMBER_MESSAGE) : null;
}

export function validateInteger(value: NumberInput): RuleFailure | null {
  if (isBlank(value)) return null;
  const valid = typeof value === 'number' ? Number.isSafeInteger(value) : INTEGER.test(String(value).trim());
  return valid ? null : ruleFailure('integer', INTEGER_MESSAGE);
}

/** Inclusive range; a value that is not a number gets the number message. */
export function validateRange(value: NumberInput, min: number, max: number): RuleFailure | null {
  if (isBlank(value)) return null;
  const number = parseNumber(value);
  if (number === null) return ruleFailure('number', NUMBER_MESSAGE);
  return number < min || number > max ? ruleFailure('range', RANGE_MESSAGE, { min, max }) : null;
}

export function validatePercent(value: NumberInput): RuleFailure | null {
  return validateRange(value, PERCENT_MIN, PERCENT_MAX);
}
