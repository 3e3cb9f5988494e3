import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { EstimatedShippingRate as ShippingRate } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web/cart-scope';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';

export const NO_QUOTES_TEXT = 'Sorry, no quotes are available for this order at this time';

/** What the carriers look at: the country, and the postcode and city some of them need (spec 000 §5). */
export interface RateAddress {
  countryId: string | null;
  postcode?: string;
  city?: string;
}

/** Typing settles for this long before the rates are asked for again. */
export const RATE_ADDRESS_DEBOUNCE_MS = 400;

/**
 * POST {cart}/estimate-shipping-methods for the delivery address, once typing has settled. Carriers
 * that need a postcode or city (table rate, express) answer 'Field … is required.' until they are given.
 * A failed call counts as "no rates" (spec 001 §7).
 */
export function useShippingRates(typed: RateAddress, enabled = true) {
  const ref = useCartRef();
  const address = useDebouncedValue(
    { country_id: typed.countryId, postcode: typed.postcode?.trim() || undefined, city: typed.city?.trim() || undefined },
    RATE_ADDRESS_DEBOUNCE_MS,
  );
  const addressKey = [address.country_id, address.postcode, address.city].map((v) => v ?? '').join('|');
  return useQuery({
    queryKey: cartKeys.shippingRates(ref.scope, addressKey),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ShippingRate[]>('POST', `${ref.path}/estimate-shipping-methods`, { address }, signal);
      } catch {
        return [];
      }
    },
    enabled: enabled && Boolean(address.country_id) && ref.ready && ref.path !== null,
    placeholderData: (previous) => previous,
  });
}
