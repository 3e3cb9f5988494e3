import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';

export interface PostcodePattern {
  /** The regular expression's source and flags, from postcode-validator. */
  pattern: string;
  flags: string;
  /** A postcode of the expected shape, shown after ' Example: ' in the warning. */
  example: string;
}

/**
 * Examples in Magento's style (zip_codes.xml); the patterns themselves come from postcode-validator,
 * a maintained library (its map is not exported from the package root, hence the deep import).
 * Each example is checked against the library's pattern in country-rules.test.ts.
 */
const EXAMPLES: Record<string, string> = {
  GB: 'AB12 3CD',
  US: '12345',
  CA: 'A1B 2C3',
  IE: 'A65 F4E2',
  FR: '12345',
  DE: '12345',
  ES: '28001',
  IT: '12345',
  NL: '1234 AB',
  BE: '1234',
  AT: '1234',
  CH: '1234',
  PL: '12-345',
  PT: '1234-567',
  SE: '123 45',
  DK: '1234',
  NO: '1234',
  FI: '12345',
  AU: '1234',
  NZ: '1234',
  JP: '123-4567',
  BR: '12345-678',
};

/** The country's postcode pattern with an example, or null where the library or our examples have none. */
export function postcodePattern(countryId: string): PostcodePattern | null {
  const regex = POSTCODE_REGEXES.get(countryId);
  const example = EXAMPLES[countryId];
  return regex && example ? { pattern: regex.source, flags: regex.flags, example } : null;
}
