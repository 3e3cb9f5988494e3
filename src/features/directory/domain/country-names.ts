import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// The library's plain index (not its Node entry, which loads every language): English only, so the
// browser bundle carries one name list. Full names are English in every store until a store needs more.
countries.registerLocale(english);

export function isCountryCode(countryId: string): boolean {
  return /^[A-Z]{2}$/.test(countryId) && countries.isValid(countryId);
}

export function countryName(countryId: string): string {
  return countries.getName(countryId, 'en') ?? countryId;
}

export function alpha3(countryId: string): string {
  return countries.alpha2ToAlpha3(countryId) ?? '';
}
