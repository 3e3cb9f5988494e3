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

/**
 * The tax rule for a destination: the country's own rate when the store has one for it, else the
 * store's rate. VAT-inclusive prices stay as shown (cross-border trade): only the tax inside changes.
 */
export function taxRulesFor(
  store: { taxRateBasisPoints: number; pricesIncludeTax: boolean },
  settings: { taxRatesByCountry: Record<string, number> },
  countryId: string | null | undefined,
): TaxRules {
  const rate = countryId ? settings.taxRatesByCountry[countryId] : undefined;
  return { rateBasisPoints: rate ?? store.taxRateBasisPoints, pricesIncludeTax: store.pricesIncludeTax };
}

/** Reads `{"GB": 2000, "IE": 2300}` (basis points); anything malformed is left out. */
export function parseTaxRates(json: string): Record<string, number> {
  try {
    const raw = JSON.parse(json || '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(raw).filter(
        ([country, rate]) => /^[A-Z]{2}$/.test(country) && Number.isInteger(rate) && (rate as number) >= 0 && (rate as number) <= 10_000,
      ),
    ) as Record<string, number>;
  } catch {
    return {};
  }
}
