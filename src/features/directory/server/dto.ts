import type { CountryRules } from '../domain';

/**
 * Magento's CountryInformation shape. Names are English (the only registered locale), so
 * full_name_locale equals full_name_english; the spec's per-country flags ride in extension_attributes.
 */
export function countryDto(rules: CountryRules, defaultCountryId: string) {
  return {
    id: rules.id,
    two_letter_abbreviation: rules.id,
    three_letter_abbreviation: rules.iso3,
    full_name_locale: rules.name,
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
