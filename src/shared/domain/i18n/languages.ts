/**
 * The languages the shop's texts are written in, one catalogue each (`catalogues/<language>.json`).
 * en-GB is the source: its values are the specification's English texts, and every other catalogue has
 * exactly its keys (catalogues.test.ts). A store speaks the language of its locale (`stores.locale`,
 * Magento's general/locale/code); a locale with no catalogue of its own takes its language's catalogue
 * (de-AT → de), else the source's.
 */
export const LANGUAGES = ['en-GB', 'cy', 'fr', 'de', 'nl', 'en-US', 'es-MX', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en-GB';

/** The cookie that keeps the language a shopper chose among their store's (the footer's 'Language'). */
export const LANGUAGE_COOKIE = 'language';

/** Each language by its own name, as a language choice lists it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-GB': 'English',
  cy: 'Cymraeg',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  'en-US': 'English (US)',
  'es-MX': 'Español (México)',
  'pt-BR': 'Português (Brasil)',
};

/** The locale a shopper reads: the one they chose (the `language` cookie) while their store offers it, else the store's own (the first offered). */
export function chosenLocale(offered: readonly string[], chosen: string | undefined): string {
  return offered.find((locale) => locale === chosen) ?? offered[0];
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The catalogue a locale's shoppers read: the locale's own (en-US), else its language's (fr-FR → fr), else the source. */
export function languageOfLocale(locale: string | null | undefined): Language {
  if (!locale) return SOURCE_LANGUAGE;
  const tag = locale.trim().replace('_', '-');
  const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0].toLowerCase();
  if (isLanguage(primary)) return primary;
  // English, Spanish and Portuguese have a catalogue per country: a locale of another country takes the closest one.
  const regional: Record<string, Language> = { en: 'en-GB', es: 'es-MX', pt: 'pt-BR' };
  return regional[primary] ?? SOURCE_LANGUAGE;
}

/**
 * The page's `lang` for a store's locale: the locale itself when it is a well-formed language tag the
 * shop has a catalogue for (fr-FR, en-US), else the catalogue's language, so the page never claims a
 * language its texts are not in.
 */
export function documentLanguage(locale: string | null | undefined): string {
  const language = languageOfLocale(locale);
  const tag = (locale ?? '').trim().replace('_', '-');
  const wellFormed = /^[a-z]{2,3}(-[A-Z]{2})?$/.test(tag);
  return wellFormed && tag.split('-')[0] === language.split('-')[0] ? tag : language;
}
