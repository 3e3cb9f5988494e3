import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { CheckoutConfigDto } from '../domain/checkout-config';

/** GET checkout/config: the store's checkout settings. They change with store configuration only. */
export const checkoutConfigQuery = queryOptions({
  queryKey: ['checkout', 'config'] as const,
  queryFn: ({ signal }) => api.get<CheckoutConfigDto>('checkout/config', signal),
  staleTime: Infinity,
});

export function useCheckoutConfig() {
  return useQuery(checkoutConfigQuery);
}

export type CheckoutConfig = CheckoutConfigDto;
