/** Spec 001 §9: the address finder's constants. */
export const FINDER = {
  /** Suggestions shown at once. */
  maxItems: 7,
  /** Characters typed before the first search. */
  minSearch: 1,
  /** Manual entry switches the finder off for this long, then it comes back. */
  disableTimeMs: 60_000,
  /** A notification stays this long, then fades out. */
  notificationMs: 3000,
  notificationFadeMs: 500,
  /** Use my Location: addresses within this many metres, at most this many. */
  geolocationRadius: 50,
  geolocationMaxItems: 10,
  /** A lookup not answered in this time fails with 'Webservice request timed out.' */
  timeoutMs: 5000,
  /** Country searched when none is given and the shopper's cannot be told. */
  fallbackCountryIso3: 'GBR',
  defaultCulture: 'en-GB',
  languages: ['en', 'cy', 'fr', 'de'] as const,
  /** A search with this many digits also offers the utility (meter number) lookup. */
  utilityMinDigits: 5,
  /** Suggestions a lookup asks for by default. */
  lookupLimit: 10,
  /** Longer request URLs are sent as POST. */
  urlLengthLimit: 2000,
} as const;

export type FinderLanguage = (typeof FINDER.languages)[number];

/** The finder's language for a store locale ('fr-FR' → 'fr'); English where the finder has no translation. */
export function finderLanguage(locale: string | undefined): FinderLanguage {
  const code = (locale ?? FINDER.defaultCulture).slice(0, 2).toLowerCase();
  return (FINDER.languages as readonly string[]).includes(code) ? (code as FinderLanguage) : 'en';
}

/** The digits in a search text: enough of them offers the utility lookup. */
export function searchDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export function offersUtilityLookup(text: string): boolean {
  return searchDigits(text).length >= FINDER.utilityMinDigits;
}
