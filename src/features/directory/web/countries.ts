import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryNameIn } from '../../../shared/domain/country-name';
import { pageLocale } from '../../../shared/web/i18n/dates';
import { api } from '../../../shared/web/api/client';
import type { DirectoryCountry } from '../../../shared/web/api/types';

const directoryKeys = {
  all: ['directory'] as const,
  /** GET directory/countries: the store's countries, their regions and postcode patterns. */
  countries: () => ['directory', 'countries'] as const,
};

/** Magento's region code list entry as an address form uses it (the id is numeric in forms and payloads). */
interface RegionOption {
  id: number;
  code: string;
  name: string;
}

/** What an address form needs to know about one of the store's countries (spec 000 §3 "Directory data per country"). */
export interface CountryFields {
  id: string;
  name: string;
  isDefault: boolean;
  /** Empty where the region is free text (or not asked for). */
  regions: RegionOption[];
  isRegionRequired: boolean;
  isRegionVisible: boolean;
  isZipcodeOptional: boolean;
  /** Shown after ' Example: ' in the postcode warning. */
  postcodeExamples: string[];
}

/**
 * The country's name in the page's language (Intl's names: Royaume-Uni on a French page, Y Deyrnas Unedig
 * on a Welsh one), else the directory's (in the store's locale).
 */
function countryNameOnPage(country: DirectoryCountry): string {
  const name = countryNameIn(pageLocale(), country.id);
  return name !== country.id ? name : country.full_name_locale || country.full_name_english || country.id;
}

/** Reads the directory answer; absent flags take Magento's defaults (region shown, not required; postcode required). */
export function countryFields(country: DirectoryCountry): CountryFields {
  const ext = country.extension_attributes ?? {};
  const regions = (country.available_regions ?? []).map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
  return {
    id: country.id,
    name: countryNameOnPage(country),
    isDefault: Boolean(ext.is_default),
    regions,
    isRegionRequired: Boolean(ext.is_region_required),
    isRegionVisible: ext.is_region_visible ?? true,
    isZipcodeOptional: Boolean(ext.is_zipcode_optional),
    postcodeExamples: (ext.postcode_patterns ?? []).map((p) => p.example).filter((e) => e && e.trim() !== ''),
  };
}

/** GET directory/countries: the countries the store delivers to. They change with store configuration only. */
export const countriesQuery = queryOptions({
  queryKey: directoryKeys.countries(),
  queryFn: async ({ signal }) => (await api.get<DirectoryCountry[]>('directory/countries', signal)).map(countryFields),
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}

/** The store's default country from the list, else the first listed, else the fallback. */
export function defaultCountryId(countries: readonly CountryFields[] | undefined, fallback: string): string {
  if (!countries?.length) return fallback;
  return (countries.find((c) => c.isDefault) ?? countries.find((c) => c.id === fallback) ?? countries[0]).id;
}
