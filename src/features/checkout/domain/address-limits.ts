import { characterCount, formatMessage, type RuleFailure, ruleFailure } from '../../../shared/domain/validation';

/** What a street line must contain besides its length (spec 001 §5: a number, a letter, or nothing). */
type StreetLineRequirement = 'one_number' | 'one_letter' | 'none';

interface FieldLimit {
  max: number;
  message: string;
}

interface StreetLineLimit extends FieldLimit {
  requires: StreetLineRequirement;
  requiresMessage: string;
}

/** Spec 001 §3 `bat_address_limit`: the carriers' label limits, per store. */
export interface AddressLimits {
  enabled: boolean;
  streetTotal: FieldLimit;
  /** Street lines 0, 1 and 2. */
  streetLines: readonly StreetLineLimit[];
  company: FieldLimit | null;
  region: FieldLimit | null;
  city: FieldLimit | null;
  postcode: FieldLimit | null;
}

/** The fields the limits look at, in the form's own names. */
export interface LimitedAddress {
  street: readonly string[];
  company?: string | null;
  region?: string | null;
  city?: string | null;
  postcode?: string | null;
}

export interface AddressLimitFailure extends RuleFailure {
  /** The form field it belongs to: 'street', 'street.1', 'company', 'region', 'city', 'postcode'. */
  readonly field: string;
}

// The spec leaves bounds and wording to us: these are the defaults a store's config overrides.
export const STREET_TOTAL_MESSAGE = 'The street address can hold at most %1 characters in total. Please shorten it.';
const STREET_LINE_MAX_MESSAGE = 'Street line %1 can hold at most %2 characters.';
export const STREET_LINE_NUMBER_MESSAGE = 'Street line %1 must contain a house or building number.';
export const STREET_LINE_LETTER_MESSAGE = 'Street line %1 must contain a letter.';
const COMPANY_MAX_MESSAGE = 'Company can hold at most %1 characters.';
const REGION_MAX_MESSAGE = 'State/Province can hold at most %1 characters.';
const CITY_MAX_MESSAGE = 'City can hold at most %1 characters.';
const POSTCODE_MAX_MESSAGE = 'Zip/Postal Code can hold at most %1 characters.';

const failure = (field: string, code: string, message: string, parameters: Record<string, string | number>): AddressLimitFailure => ({
  ...ruleFailure(code, message, parameters),
  field,
});

function lineFailure(line: string, index: number, limit: StreetLineLimit | undefined): AddressLimitFailure | null {
  if (!limit || line.trim() === '') return null;
  const field = index === 0 ? 'street' : `street.${index}`;
  const number = index + 1;
  if (limit.max > 0 && characterCount(line) > limit.max) return failure(field, 'street_line_max', limit.message, { '1': number, '2': limit.max });
  if (limit.requires === 'one_number' && !/\d/.test(line)) return failure(field, 'street_line_number', limit.requiresMessage, { '1': number });
  if (limit.requires === 'one_letter' && !/\p{L}/u.test(line)) return failure(field, 'street_line_letter', limit.requiresMessage, { '1': number });
  return null;
}

function fieldFailure(field: string, value: string | null | undefined, limit: FieldLimit | null): AddressLimitFailure | null {
  if (!limit || limit.max <= 0 || !value) return null;
  return characterCount(value) > limit.max ? failure(field, `${field}_max`, limit.message, { '1': limit.max }) : null;
}

/**
 * Spec 001 §5 address limits: every failure of the address, street first (the form returns focus to
 * the street and opens manual entry when the street overflows). None when the store has them off.
 */
export function addressLimitFailures(address: LimitedAddress, limits: AddressLimits): AddressLimitFailure[] {
  if (!limits.enabled) return [];
  const failures: AddressLimitFailure[] = [];
  const total = address.street.reduce((sum, line) => sum + characterCount(line.trim()), 0);
  if (limits.streetTotal.max > 0 && total > limits.streetTotal.max) {
    failures.push(failure('street', 'street_total_max', limits.streetTotal.message, { '1': limits.streetTotal.max }));
  }
  address.street.forEach((line, index) => {
    const lineLimit = lineFailure(line, index, limits.streetLines[index]);
    if (lineLimit) failures.push(lineLimit);
  });
  for (const found of [
    fieldFailure('company', address.company, limits.company),
    fieldFailure('region', address.region, limits.region),
    fieldFailure('city', address.city, limits.city),
    fieldFailure('postcode', address.postcode, limits.postcode),
  ]) {
    if (found) failures.push(found);
  }
  return failures;
}

/** The text of a limit failure, placeholders filled. */
export function addressLimitText(found: AddressLimitFailure): string {
  return formatMessage(found.message, found.parameters);
}

/** Reads the store's JSON config; anything malformed leaves the limits off rather than blocking orders. */
export function parseAddressLimits(enabled: boolean, json: string): AddressLimits {
  const off: AddressLimits = {
    enabled: false,
    streetTotal: { max: 0, message: STREET_TOTAL_MESSAGE },
    streetLines: [],
    company: null,
    region: null,
    city: null,
    postcode: null,
  };
  if (!enabled) return off;
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const limit = (value: unknown, message: string): FieldLimit | null => {
      const v = value as { max?: unknown; message?: unknown } | undefined;
      return typeof v?.max === 'number' && v.max > 0 ? { max: v.max, message: typeof v.message === 'string' ? v.message : message } : null;
    };
    const lines = Array.isArray(raw.street_lines) ? raw.street_lines.slice(0, 3) : [];
    return {
      enabled: true,
      streetTotal: limit(raw.street_total, STREET_TOTAL_MESSAGE) ?? off.streetTotal,
      streetLines: lines.map((line: { max?: unknown; message?: unknown; requires?: unknown; requires_message?: unknown }) => {
        const requires: StreetLineRequirement = line?.requires === 'one_number' || line?.requires === 'one_letter' ? line.requires : 'none';
        return {
          max: typeof line?.max === 'number' ? line.max : 0,
          message: typeof line?.message === 'string' ? line.message : STREET_LINE_MAX_MESSAGE,
          requires,
          requiresMessage:
            typeof line?.requires_message === 'string'
              ? line.requires_message
              : requires === 'one_letter'
                ? STREET_LINE_LETTER_MESSAGE
                : STREET_LINE_NUMBER_MESSAGE,
        };
      }),
      company: limit(raw.company, COMPANY_MAX_MESSAGE),
      region: limit(raw.region, REGION_MAX_MESSAGE),
      city: limit(raw.city, CITY_MAX_MESSAGE),
      postcode: limit(raw.postcode, POSTCODE_MAX_MESSAGE),
    };
  } catch {
    return off;
  }
}
