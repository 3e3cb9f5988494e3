import { FINDER_COUNTRIES, countryLabel, countryNamedBy, filterCountries, findCountry, offeredCountries } from './countries';

describe('finder country list', () => {
  it('has about 250 countries, each with ISO2, ISO3, English and French names', () => {
    expect(FINDER_COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(FINDER_COUNTRIES.length).toBeLessThanOrEqual(255);
    for (const country of FINDER_COUNTRIES) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(country.name).not.toBe('');
      expect(country.nameFr).not.toBe('');
    }
    expect(new Set(FINDER_COUNTRIES.map((c) => c.iso3)).size).toBe(FINDER_COUNTRIES.length);
  });

  it('lists them in English alphabetical order, as the locale collates them', () => {
    const collated = [...FINDER_COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(FINDER_COUNTRIES.map((c) => c.name)).toEqual(collated.map((c) => c.name));
    expect(FINDER_COUNTRIES.findIndex((c) => c.iso2 === 'AX')).toBe(FINDER_COUNTRIES.findIndex((c) => c.iso2 === 'AF') + 1);
  });

  it.each([
    ['GB', 'GBR', 'United Kingdom', 'Royaume-Uni'],
    ['FR', 'FRA', 'France', 'France'],
    ['DE', 'DEU', 'Germany', 'Allemagne'],
    ['NL', 'NLD', 'Netherlands', 'Pays-Bas'],
    ['US', 'USA', 'United States of America', "États-Unis d'Amérique"],
  ])('%s is %s, %s, %s', (iso2, iso3, name, nameFr) => {
    expect(findCountry(iso2)).toEqual({ iso2, iso3, name, nameFr });
    expect(findCountry(iso3.toLowerCase())?.iso2).toBe(iso2);
  });

  it('names a country in French for the French finder, in English otherwise', () => {
    const de = findCountry('DE')!;
    expect(countryLabel(de, 'fr')).toBe('Allemagne');
    expect(countryLabel(de, 'cy')).toBe('Germany');
  });

  it('filters by name in either language, accents ignored, or by code', () => {
    expect(filterCountries(FINDER_COUNTRIES, 'allem').map((c) => c.iso2)).toEqual(['DE']);
    expect(filterCountries(FINDER_COUNTRIES, 'etats-unis').map((c) => c.iso2)).toContain('US');
    expect(filterCountries(FINDER_COUNTRIES, 'nld').map((c) => c.iso2)).toEqual(['NL']);
    expect(filterCountries(FINDER_COUNTRIES, 'xyzzy')).toEqual([]);
  });

  it('tells a search that is a country name', () => {
    const offered = offeredCountries(['GB', 'FR']);
    expect(countryNamedBy('france', offered)?.iso2).toBe('FR');
    expect(countryNamedBy('Fra', offered)).toBeUndefined();
    expect(countryNamedBy('Germany', offered)).toBeUndefined();
  });

  it('offers the store’s countries, or all of them, kept to those it delivers to', () => {
    expect(offeredCountries(['GB', 'FR']).map((c) => c.iso2)).toEqual(['GB', 'FR']);
    expect(offeredCountries(['*'])).toHaveLength(FINDER_COUNTRIES.length);
    expect(offeredCountries(['*'], ['FR', 'MC']).map((c) => c.iso2)).toEqual(['FR', 'MC']);
    expect(offeredCountries(['GB', 'FR'], ['FR']).map((c) => c.iso2)).toEqual(['FR']);
  });
});
