import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { PaymentCheckoutConfigDto } from '../domain/settings';

/**
 * The store's payment settings the page needs (`checkout/config`'s `payment`), read through the same
 * query the checkout keeps for its config, so it is fetched once.
 */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['checkout', 'config'] as const,
    queryFn: ({ signal }) => api.get<{ payment?: PaymentCheckoutConfigDto }>('checkout/config', signal),
    staleTime: Infinity,
    select: (config) => config.payment ?? null,
  });
}
