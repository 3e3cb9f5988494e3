import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../shared/web/after-first-paint';
import { apiRequest } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { EstimatedShippingRate as ShippingRate } from '../../../shared/web/api/types';
import { type CartRef, useCartRef } from '../../cart/web';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';

/** What the carriers look at: the country, and the postcode, city and region some of them need (spec 000 §5). */
export interface RateAddress {
  countryId: string | null;
  postcode?: string;
  city?: string;
  /** A listed region's id (a US state: the US store's table rates are by state). */
  regionId?: string | number | null;
}

/** Typing settles for this long before the rates are asked for again. */
const RATE_ADDRESS_DEBOUNCE_MS = 400;

/** The address as the carriers are asked for it: the country, and the postcode, city and region when given. */
export function rateAddress(typed: RateAddress) {
  return {
    country_id: typed.countryId,
    postcode: typed.postcode?.trim() || undefined,
    city: typed.city?.trim() || undefined,
    region_id: Number(typed.regionId) || undefined,
  };
}

/** POST {cart}/estimate-shipping-methods for one address; a failed call counts as "no rates" (spec 001 §7). */
function shippingRatesQuery(ref: CartRef, address: ReturnType<typeof rateAddress>) {
  const addressKey = [address.country_id, address.postcode, address.city, address.region_id].map((v) => v ?? '').join('|');
  return queryOptions({
    queryKey: cartKeys.shippingRates(ref.scope, addressKey),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ShippingRate[]>('POST', `${ref.path}/estimate-shipping-methods`, { address }, signal);
      } catch {
        return [];
      }
    },
  });
}

/**
 * The delivery methods for the delivery address, once typing has settled. Carriers that need a postcode
 * or city (table rate, express) answer 'Field … is required.' until they are given.
 */
export function useShippingRates(typed: RateAddress, enabled = true) {
  const ref = useCartRef();
  // Asked for once the form has painted: the methods sit below the address, and the form comes first.
  const painted = useAfterFirstPaint();
  const address = useDebouncedValue(rateAddress(typed), RATE_ADDRESS_DEBOUNCE_MS);
  return useQuery({
    ...shippingRatesQuery(ref, address),
    enabled: painted && enabled && Boolean(address.country_id) && ref.ready && ref.path !== null,
    placeholderData: (previous) => previous,
  });
}
