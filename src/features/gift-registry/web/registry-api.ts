import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { EstimatedShippingRate } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';

/** A registry as a giver sees it: never its address. */
export interface RegistryListing {
  registry_id: number;
  title: string;
  event_date: string;
}

/** The giver's chosen registry, as the checkout keeps it. */
export interface ChosenRegistry {
  id: number;
  title: string;
}

/** POST giftregistry/search: the store's public registries for a number or the registrant's full name. */
export function useRegistrySearch() {
  return useMutation({ mutationFn: (query: string) => api.post<RegistryListing[]>('giftregistry/search', { query }) });
}

/**
 * The cart's delivery rates to a registry's address (spec 001: guest-giftregistry/{cartId}/… or
 * giftregistry/mine/estimate-shipping-methods with registryId). A failed call is "no rates", as for an address.
 */
export function useRegistryRates(registryId: number | null) {
  const ref = useCartRef();
  const path = ref.isCustomer
    ? 'giftregistry/mine/estimate-shipping-methods'
    : ref.path
      ? `guest-giftregistry/${ref.path.slice('guest-carts/'.length)}/estimate-shipping-methods`
      : null;
  return useQuery({
    queryKey: cartKeys.shippingRates(ref.scope, `gift-registry:${registryId ?? ''}`),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<EstimatedShippingRate[]>('POST', path!, { registryId }, signal);
      } catch {
        return [];
      }
    },
    enabled: registryId !== null && ref.ready && path !== null,
  });
}
