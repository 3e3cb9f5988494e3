import { VALUE_TYPE_MESSAGE } from './messages';
import { type RuleFailure, ruleFailure } from './rule-failure';

/** The largest id a database integer column holds. */
export const MAX_ENTITY_ID = 2_147_483_647;

export interface WholeNumberBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * Magento's web API reads an `int` field from a JSON number or from numeric text ("12"), so clients
 * send either. Answers the number, or null for anything else (text, a fraction, out of bounds).
 */
export function readWholeNumber(value: unknown, { min, max }: WholeNumberBounds): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** How a refused value is shown: as sent, shortened; an array or object by its kind, as PHP prints one (never walked). */
function shownValue(value: unknown): string {
  if (Array.isArray(value)) return 'Array';
  if (value !== null && typeof value === 'object') return 'Object';
  return String(value).slice(0, 64);
}

/** The web API's refusal of a value of the wrong type. */
export function valueTypeFailure(value: unknown, type: 'int' | 'string'): RuleFailure {
  return ruleFailure('value_type', VALUE_TYPE_MESSAGE, { value: shownValue(value), type });
}
