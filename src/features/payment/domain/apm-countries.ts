/**
 * Where each alternative payment type can be used, by billing country: iDEAL is the Dutch banks'
 * scheme, ACH direct debit the US banks'; Klarna's options follow the store's per-country lists.
 */
const APM_TYPE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  'IDEAL-SSL': ['NL'],
  'ACH_DIRECT_DEBIT-SSL': ['US'],
};

/** The Klarna type code (its options are listed per country by the store). */
const KLARNA_TYPE = 'KLARNA-SSL';

/** The countries where at least one configured type can be used (the method is offered there). */
export function apmCountries(types: readonly string[], klarnaCountries: readonly (readonly string[])[]): string[] {
  const countries = new Set<string>();
  for (const type of types) {
    for (const country of type === KLARNA_TYPE ? klarnaCountries.flat() : (APM_TYPE_COUNTRIES[type] ?? [])) countries.add(country);
  }
  return [...countries].sort();
}

/** Whether a type other than Klarna can be used with a billing address in this country (an unlisted type: anywhere). */
export function typeUsableIn(type: string, countryId: string): boolean {
  const countries = APM_TYPE_COUNTRIES[type];
  return !countries || countries.includes(countryId);
}
