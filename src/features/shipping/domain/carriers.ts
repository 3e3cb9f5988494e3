import { express1, express2, express3, postal } from './courier-carriers';
import { colissimoPickup } from './pickup-carrier';
import type { ShippingSettings } from './shipping-settings';
import type { Carrier, ShippingContext, ShippingRate } from './shipping-types';
import { parcelShop } from './parcel-shop-carrier';
import { flatRate, freeShipping } from './standard-carriers';
import { matrixRate, tableRate } from './table-carriers';
import { sameDay } from './same-day-carrier';

export type { RateAddress, ShippingContext, ShippingRate } from './shipping-types';
export type * from './shipping-settings';

/** Every carrier the shop knows; store configuration decides which are enabled. Order breaks price ties. */
const carriers: Carrier[] = [flatRate, freeShipping, tableRate, matrixRate, express1, express2, express3, postal, sameDay, colissimoPickup, parcelShop];

/**
 * Every rate for the address: the offered ones cheapest first, then the unavailable ones (which say
 * why in errorMessage), so that picking the first rate picks the cheapest one that can be chosen.
 * None where the store does not deliver, and none for a virtual basket: nothing is delivered, so the
 * client estimates its totals from the billing address instead (spec 000 §4).
 */
export function estimateRates(context: ShippingContext, settings: ShippingSettings): ShippingRate[] {
  if (context.isVirtual || !context.allowedCountries.includes(context.countryId)) return [];
  const rates = carriers.flatMap((c) => c.rates(context, settings));
  const offered = rates.filter((r) => r.available).sort((a, b) => a.amount - b.amount);
  return [...offered, ...rates.filter((r) => !r.available)];
}

export function findRate(rates: ShippingRate[], carrierCode: string | null, methodCode: string | null): ShippingRate | undefined {
  return rates.find((r) => r.available && r.carrierCode === carrierCode && r.methodCode === methodCode);
}

export function rateTitle(rate: ShippingRate): string {
  return `${rate.carrierTitle} - ${rate.methodTitle}`;
}

export const SHIPPING_METHOD_MISSING = 'The shipping method is missing. Select the shipping method and try again.';
