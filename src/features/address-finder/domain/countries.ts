import isoCountries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import french from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import type { FinderLanguage } from './constants';

// The library's plain index with English and French only: the finder's chunk carries two name lists.
isoCountries.registerLocale(english);
isoCountries.registerLocale(french);

/** A country the finder can search (spec 001 §9: about 250, with ISO2, ISO3, English and French names). */
export interface FinderCountry {
  iso2: string;
  iso3: string;
  name: string;
  nameFr: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * In English alphabetical order, by the names with their accents taken off: the same order as
 * `localeCompare(…, 'en')` for these names (a test holds it), without the collator, whose first use loads
 * the locale's data (10 ms of the finder's first render on this machine, 40 on a phone).
 */
function byEnglishName(countries: FinderCountry[]): FinderCountry[] {
  return countries
    .map((country) => ({ country, key: fold(country.name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ country }) => country);
}

function buildCountries(): FinderCountry[] {
  return byEnglishName(
    Object.keys(isoCountries.getAlpha2Codes())
      .map((iso2) => ({
        iso2,
        iso3: isoCountries.alpha2ToAlpha3(iso2) ?? '',
        name: isoCountries.getName(iso2, 'en') ?? iso2,
        nameFr: isoCountries.getName(iso2, 'fr') ?? iso2,
      }))
      .filter((c) => c.iso3 !== ''),
  );
}

export const FINDER_COUNTRIES: readonly FinderCountry[] = /* @__PURE__ */ buildCountries();

/** By ISO2 or ISO3 code, in any case. */
export function findCountry(code: string): FinderCountry | undefined {
  const wanted = code.trim().toUpperCase();
  return FINDER_COUNTRIES.find((c) => c.iso2 === wanted || c.iso3 === wanted);
}

/** French for the French finder, English otherwise (the list has those two). */
export function countryLabel(country: FinderCountry, language: FinderLanguage): string {
  return language === 'fr' ? country.nameFr : country.name;
}

/** Countries whose name (English or French) or code starts with the filter, or whose name holds it. */
export function filterCountries(countries: readonly FinderCountry[], filter: string): FinderCountry[] {
  const wanted = fold(filter);
  if (!wanted) return [...countries];
  return countries.filter(
    (c) => c.iso2.toLowerCase() === wanted || c.iso3.toLowerCase() === wanted || fold(c.name).includes(wanted) || fold(c.nameFr).includes(wanted),
  );
}

/** A search text that is exactly a country's name: 'Did you mean:' that country. */
export function countryNamedBy(text: string, among: readonly FinderCountry[]): FinderCountry | undefined {
  const wanted = fold(text);
  if (wanted.length < 4) return undefined;
  return among.find((c) => fold(c.name) === wanted || fold(c.nameFr) === wanted);
}

/**
 * The countries a store's finder offers: its setting ('GB,FR' or '*' for all), kept to those the store
 * delivers to when that list is given.
 */
export function offeredCountries(setting: readonly string[], deliverable?: readonly string[]): FinderCountry[] {
  const all = setting.length === 0 || setting.includes('*');
  const chosen = all ? [...FINDER_COUNTRIES] : setting.map(findCountry).filter((c): c is FinderCountry => c !== undefined);
  return deliverable ? chosen.filter((c) => deliverable.includes(c.iso2)) : chosen;
}
