import { countryNameIn } from '../../../shared/domain/country-name';
import type { CountryRules } from '../domain';

/**
 * Magento's CountryInformation shape: full_name_locale in the store's locale (GB in fr-FR → Royaume-Uni,
 * the runtime's CLDR names, as Magento's own), full_name_english the ISO list's English name; the spec's
 * per-country flags ride in extension_attributes.
 */
export function countryDto(rules: CountryRules, defaultCountryId: string, locale: string) {
  return {
    id: rules.id,
    two_letter_abbreviation: rules.id,
    three_letter_abbreviation: rules.iso3,
    full_name_locale: countryNameIn(locale, rules.id),
    full_name_english: rules.name,
    // Magento leaves the key out for countries without a region list.
    ...(rules.regions.length ? { available_regions: rules.regions.map((r) => ({ id: String(r.id), code: r.code, name: r.name })) } : {}),
    extension_attributes: {
      is_default: rules.id === defaultCountryId,
      is_region_required: rules.isRegionRequired,
      is_region_visible: rules.isRegionVisible,
      is_zipcode_optional: rules.isZipcodeOptional,
      postcode_patterns: rules.postcode ? [rules.postcode] : [],
    },
  };
}
