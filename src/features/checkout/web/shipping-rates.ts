import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { ShippingRate } from '../../../shared/web/api/types';
import { useCartRef } from '../../../shared/web/cart/cart-scope';

export const NO_QUOTES_TEXT = 'Sorry, no quotes are available for this order at this time';

/**
 * POST {cart}/estimate-shipping-methods for the delivery country. The rates depend only on the
 * country and the basket here, so typing the rest of the address does not refetch them.
 * A failed call counts as "no rates" (spec 001 §7).
 */
export function useShippingRates(countryId: string | null) {
  const ref = useCartRef();
  return useQuery({
    queryKey: cartKeys.shippingRates(ref.scope, countryId ?? ''),
    queryFn: async () => {
      try {
        return await api.post<ShippingRate[]>(`${ref.path}/estimate-shipping-methods`, { address: { country_id: countryId } });
      } catch {
        return [];
      }
    },
    enabled: Boolean(countryId) && ref.ready && ref.path !== null,
  });
}
