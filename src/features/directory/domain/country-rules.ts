import { type RuleFailure, checkPostcode } from '../../../shared/domain/validation';
import type { TaxDestination } from '../../stores/domain';
import { alpha3, countryName, isCountryCode } from './country-names';
import { type PostcodePattern, postcodePattern } from './postcode-patterns';
import { type Region, US_REGIONS } from './us-regions';

export type { Region } from './us-regions';

/** What an address form needs to know about a country (spec 000 §3 "Directory data per country"). */
export interface CountryRules {
  id: string;
  iso3: string;
  name: string;
  /** Empty where the region is free text (GB) or not asked for. */
  regions: Region[];
  isRegionRequired: boolean;
  isRegionVisible: boolean;
  isZipcodeOptional: boolean;
  postcode: PostcodePattern | null;
}

const REGIONS: Record<string, Region[]> = { US: US_REGIONS };

/**
 * Magento's default general/country/optional_zip_countries without GB: a UK delivery always needs a
 * postcode (the checkout form requires one), so the UK shop does not mark it optional.
 */
const ZIP_OPTIONAL = new Set(['HK', 'IE', 'MO', 'PA']);

/** A region is required where the shop keeps a list for the country (as Magento's state_required does). */
export function requiresRegion(countryId: string): boolean {
  return (REGIONS[countryId.trim().toUpperCase()] ?? []).length > 0;
}

/** The rules for a country, or null for a code that is not an ISO 3166-1 country. */
export function countryRules(countryId: string): CountryRules | null {
  const id = countryId.trim().toUpperCase();
  if (!isCountryCode(id)) return null;
  const regions = REGIONS[id] ?? [];
  return {
    id,
    iso3: alpha3(id),
    name: countryName(id),
    regions,
    isRegionRequired: requiresRegion(id),
    // Magento's general/region/display_all default: a free-text region field shows everywhere.
    isRegionVisible: true,
    isZipcodeOptional: ZIP_OPTIONAL.has(id),
    postcode: postcodePattern(id),
  };
}

/** The advisory postcode warning for the country, with its example (spec 000 §5), or null. */
export function postcodeWarning(postcode: string | null | undefined, countryId: string): RuleFailure | null {
  const example = countryRules(countryId)?.postcode?.example;
  return checkPostcode(postcode, countryId, { examples: example ? [example] : [] });
}

export function findRegion(countryId: string, regionId: number): Region | undefined {
  return REGIONS[countryId.toUpperCase()]?.find((r) => r.id === regionId);
}

/**
 * The code of an address's region where the country lists its regions (a US state): the listed id
 * decides (it is what the form's select sends), else a listed code; null for anything else.
 */
export function regionCodeOf(address: { countryId: string | null | undefined; regionId?: number | null; regionCode?: string | null }): string | null {
  if (!address.countryId) return null;
  const regions = REGIONS[address.countryId.toUpperCase()] ?? [];
  const byId = address.regionId ? regions.find((r) => r.id === address.regionId) : undefined;
  const code = address.regionCode?.trim().toUpperCase();
  return (byId ?? regions.find((r) => r.code === code))?.code ?? null;
}

/** An address as the tax rules see it: its country and its listed region's code. */
export function taxDestinationOf(
  address: { countryId: string | null | undefined; regionId?: number | null; regionCode?: string | null } | null | undefined,
): TaxDestination {
  return { countryId: address?.countryId ?? null, regionCode: address ? regionCodeOf(address) : null };
}
