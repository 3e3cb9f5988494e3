import type { Minor } from '../../../shared/domain/money';

export interface ShippingContext {
  countryId: string;
  /** Countries the store delivers to (ISO 3166-1 alpha-2). */
  allowedCountries: string[];
  /** Basket value after discounts, including tax: what free-delivery thresholds compare against. */
  basketValueInclTax: Minor;
  isVirtual: boolean;
}

export interface ShippingSettings {
  flatRate: { enabled: boolean; price: Minor; title: string; methodTitle: string };
  freeShipping: { enabled: boolean; threshold: Minor; title: string; methodTitle: string };
}

export interface ShippingRate {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** In the store's tax mode, as configured. */
  amount: Minor;
  available: boolean;
  errorMessage: string;
}

/** A carrier is a small rule object: it offers rates for a context, or none. */
export interface Carrier {
  code: string;
  rates(context: ShippingContext, settings: ShippingSettings): ShippingRate[];
}

const flatRate: Carrier = {
  code: 'flatrate',
  rates(_context, { flatRate: s }) {
    if (!s.enabled) return [];
    return [rate('flatrate', 'flatrate', s.title, s.methodTitle, s.price)];
  },
};

const freeShipping: Carrier = {
  code: 'freeshipping',
  rates(context, { freeShipping: s }) {
    if (!s.enabled || context.basketValueInclTax < s.threshold) return [];
    return [rate('freeshipping', 'freeshipping', s.title, s.methodTitle, 0)];
  },
};

function rate(carrierCode: string, methodCode: string, carrierTitle: string, methodTitle: string, amount: Minor): ShippingRate {
  return { carrierCode, methodCode, carrierTitle, methodTitle, amount, available: true, errorMessage: '' };
}

export const carriers: Carrier[] = [flatRate, freeShipping];

/** Every rate for the address, cheapest first; none when the store does not deliver there. */
export function estimateRates(context: ShippingContext, settings: ShippingSettings): ShippingRate[] {
  if (context.isVirtual || !context.allowedCountries.includes(context.countryId)) return [];
  return carriers.flatMap((c) => c.rates(context, settings)).sort((a, b) => a.amount - b.amount);
}

export function findRate(rates: ShippingRate[], carrierCode: string | null, methodCode: string | null): ShippingRate | undefined {
  return rates.find((r) => r.available && r.carrierCode === carrierCode && r.methodCode === methodCode);
}

export function rateTitle(rate: ShippingRate): string {
  return `${rate.carrierTitle} - ${rate.methodTitle}`;
}

export const SHIPPING_METHOD_MISSING = 'The shipping method is missing. Select the shipping method and try again.';
export const NO_QUOTES_AVAILABLE = 'Sorry, no quotes are available for this order at this time';
