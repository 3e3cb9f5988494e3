import { type Minor, taxIncludedIn, taxOnTopOf } from '../../../shared/domain/money';

export interface TaxRules {
  rateBasisPoints: number;
  pricesIncludeTax: boolean;
}

/** Splits an amount in the store's tax mode into its net, tax and gross parts. */
export function splitTax(amount: Minor, tax: TaxRules): { net: Minor; tax: Minor; gross: Minor } {
  if (tax.pricesIncludeTax) {
    const part = taxIncludedIn(amount, tax.rateBasisPoints);
    return { net: amount - part, tax: part, gross: amount };
  }
  const part = taxOnTopOf(amount, tax.rateBasisPoints);
  return { net: amount, tax: part, gross: amount + part };
}

/** Where the goods go, as far as tax cares: the country, and the region's code where the store taxes by region. */
export interface TaxDestination {
  countryId: string | null | undefined;
  regionCode?: string | null;
}

/**
 * The tax rule for a destination: the region's own rate when the store has one for it (a US state's
 * sales tax), else the country's, else the store's rate. VAT-inclusive prices stay as shown
 * (cross-border trade): only the tax inside changes.
 */
export function taxRulesFor(
  store: { taxRateBasisPoints: number; pricesIncludeTax: boolean },
  settings: { taxRatesByCountry: Record<string, number>; taxRatesByRegion: Record<string, Record<string, number>> },
  destination: TaxDestination,
): TaxRules {
  const { countryId, regionCode } = destination;
  const regionRate = countryId && regionCode ? settings.taxRatesByRegion[countryId]?.[regionCode.toUpperCase()] : undefined;
  const rate = regionRate ?? (countryId ? settings.taxRatesByCountry[countryId] : undefined);
  return { rateBasisPoints: rate ?? store.taxRateBasisPoints, pricesIncludeTax: store.pricesIncludeTax };
}

const isRate = (rate: unknown): rate is number => Number.isInteger(rate) && (rate as number) >= 0 && (rate as number) <= 10_000;

/** Reads `{"GB": 2000, "IE": 2300}` (basis points); anything malformed is left out. */
export function parseTaxRates(json: string): Record<string, number> {
  try {
    const raw = JSON.parse(json || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(raw).filter(([country, rate]) => /^[A-Z]{2}$/.test(country) && isRate(rate))) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Reads `{"US": {"NY": 400, "CA": 725}}` (basis points by country, then region code); anything malformed is left out. */
export function parseRegionTaxRates(json: string): Record<string, Record<string, number>> {
  try {
    const raw = JSON.parse(json || '{}') as Record<string, unknown>;
    const byCountry: Record<string, Record<string, number>> = {};
    for (const [country, regions] of Object.entries(raw)) {
      if (!/^[A-Z]{2}$/.test(country) || typeof regions !== 'object' || regions === null || Array.isArray(regions)) continue;
      byCountry[country] = Object.fromEntries(Object.entries(regions).filter(([region, rate]) => /^[A-Z0-9]{1,3}$/.test(region) && isRate(rate)));
    }
    return byCountry;
  } catch {
    return {};
  }
}
