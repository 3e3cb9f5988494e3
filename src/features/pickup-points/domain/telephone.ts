import { PICKUP_PHONE_INVALID } from './messages';

/**
 * Mobile patterns per country (ISO 3166-1 alpha-2): the country prefix, then digits only. The store
 * configures them (settings.ts); these are the defaults — French mobiles +336/+337 and 8 digits,
 * Belgian +324 and 8 digits, Monaco +3776 and 7 digits.
 */
export const DEFAULT_MOBILE_PATTERNS: Record<string, string> = {
  FR: '^\\+33[67]\\d{8}$',
  BE: '^\\+324\\d{8}$',
  MC: '^\\+3776\\d{7}$',
};

/** Country calling codes of the countries the defaults know, for pre-filling the field. */
export const COUNTRY_PREFIXES: Record<string, string> = { FR: '+33', BE: '+32', MC: '+377' };

/** Spaces, dots and dashes are how people write numbers, not part of them: they are dropped first. */
function normalisePickupTelephone(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** A country's pattern compiled, or null when the store configured none (or a broken one) for it. */
function patternFor(patterns: Record<string, string>, countryId: string): RegExp | null {
  const source = patterns[countryId.toUpperCase()];
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/**
 * Spec 001 §5: the telephone is the country prefix plus digits only and must match the country's
 * configured pattern. Answers the normalised number, or the spec's message. A country without a
 * pattern still needs `+`, a prefix and digits (8–15 of them in all, E.164's bounds).
 */
export function checkPickupTelephone(
  input: string,
  countryId: string,
  patterns: Record<string, string>,
): { ok: true; telephone: string } | { ok: false; message: string } {
  const telephone = normalisePickupTelephone(input);
  if (!/^\+\d{8,15}$/.test(telephone)) return { ok: false, message: PICKUP_PHONE_INVALID };
  const pattern = patternFor(patterns, countryId);
  if (pattern && !pattern.test(telephone)) return { ok: false, message: PICKUP_PHONE_INVALID };
  return { ok: true, telephone };
}

/** Reads the configured JSON object of patterns; anything unreadable falls back to the defaults. */
export function parseMobilePatterns(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return DEFAULT_MOBILE_PATTERNS;
    const entries = Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => /^[A-Z]{2}$/.test(entry[0]) && typeof entry[1] === 'string',
    );
    return Object.fromEntries(entries);
  } catch {
    return DEFAULT_MOBILE_PATTERNS;
  }
}
