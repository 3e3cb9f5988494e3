import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { EstimatedShippingRate, Totals } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import type { ChosenMethod } from './estimate-draft';

/** Spec 000 §7, §9: rates and totals are asked for after a 200 ms pause; a running request is aborted. */
export const ESTIMATE_DELAY_MS = 200;

/** The estimate address: the fields of the basket's estimate form (no street or city there). */
export interface EstimateAddress {
  countryId: string;
  /** Set when the country has a region list. */
  regionId: number | null;
  /** Free-text region, or the name of the chosen listed region. */
  region: string;
  postcode: string;
}

/** A stable string for an address (cache keys, debouncing): blanks and surrounding spaces do not count. */
export function addressKey(address: EstimateAddress): string {
  return JSON.stringify([address.countryId, address.regionId, address.region.trim(), address.postcode.trim()]);
}

function addressFromKey(key: string): EstimateAddress {
  const [countryId, regionId, region, postcode] = JSON.parse(key) as [string, number | null, string, string];
  return { countryId, regionId, region, postcode };
}

/** Magento's rate id: carrier and method joined by an underscore (the radio's value). */
export function rateValue(rate: Pick<EstimatedShippingRate, 'carrier_code' | 'method_code'>): string {
  return `${rate.carrier_code}_${rate.method_code}`;
}

export function methodKey(method: ChosenMethod | null): string {
  return method ? JSON.stringify([method.carrierCode, method.methodCode]) : '';
}

export function isOffered(rates: readonly EstimatedShippingRate[], method: ChosenMethod): boolean {
  return rates.some((r) => r.available && r.carrier_code === method.carrierCode && r.method_code === method.methodCode);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Rates grouped by carrier title, in the order the server sent them (offered first, cheapest first). */
export function groupByCarrier(rates: readonly EstimatedShippingRate[]): { title: string; rates: EstimatedShippingRate[] }[] {
  const groups = new Map<string, EstimatedShippingRate[]>();
  for (const rate of rates) {
    const title = rate.carrier_title || rate.carrier_code;
    groups.set(title, [...(groups.get(title) ?? []), rate]);
  }
  return [...groups].map(([title, list]) => ({ title, rates: list }));
}

export type CartVersion = number | string | null | undefined;

/**
 * POST {cart}/estimate-shipping-methods for a settled address, cached per address and cart version
 * (spec 000 §4): the same address on the same cart is answered from the cache; a new cart version
 * asks again. A query whose key is left while it runs is cancelled, which aborts its fetch. A failed
 * call is not cached and reads as an empty rate list (spec 000 §4, §8).
 */
export function useEstimateRates(settledAddressKey: string, dataId: CartVersion, enabled: boolean) {
  const ref = useCartRef();
  const address = addressFromKey(settledAddressKey);
  return useQuery({
    queryKey: cartKeys.estimate(ref.scope, settledAddressKey, dataId),
    queryFn: ({ signal }) =>
      apiRequest<EstimatedShippingRate[]>(
        'POST',
        `${ref.path}/estimate-shipping-methods`,
        {
          address: {
            country_id: address.countryId,
            region: orNull(address.region),
            region_id: address.regionId,
            postcode: orNull(address.postcode),
          },
        },
        signal,
      ),
    enabled: enabled && ref.ready && ref.path !== null && address.countryId !== '',
    // An address and a cart version fully determine the answer.
    staleTime: Infinity,
    // The rates shown stay while the next address is asked about: no flash, no layout jump.
    placeholderData: keepPreviousData,
    // A failure clears the rates at once (spec 000 §8), rather than after retries.
    retry: false,
  });
}

/**
 * POST {cart}/totals-information for the settled address and method (none: totals without delivery),
 * cached like the rates. Nothing is saved on the cart.
 */
export function useEstimateTotals(settledKey: string, dataId: CartVersion, enabled: boolean) {
  const ref = useCartRef();
  const [address, method] = JSON.parse(settledKey) as [string, string];
  return useQuery({
    queryKey: cartKeys.estimateTotals(ref.scope, address, method, dataId),
    queryFn: ({ signal }) => {
      const a = addressFromKey(address);
      const [carrierCode, methodCode] = method ? (JSON.parse(method) as [string, string]) : [null, null];
      return apiRequest<Totals>(
        'POST',
        `${ref.path}/totals-information`,
        {
          addressInformation: {
            address: { countryId: a.countryId, region: orNull(a.region), regionId: a.regionId, postcode: orNull(a.postcode) },
            shipping_carrier_code: carrierCode,
            shipping_method_code: methodCode,
          },
        },
        signal,
      );
    },
    enabled: enabled && ref.ready && ref.path !== null && addressFromKey(address).countryId !== '',
    staleTime: Infinity,
    retry: false,
  });
}
