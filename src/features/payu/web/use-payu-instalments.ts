import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { useCartRef } from '../../cart/web';

export interface InstalmentOption {
  /** 'One Payment', or the count ('3'): what `additional_data.instalment` carries. */
  value: string;
  count: number;
  /** Minor units. */
  instalment_amount: number;
  total: number;
}

/**
 * The basket's instalment choices for the billing country (`POST {cart}/payu/instalments`): the store's counts
 * that PayU's plans for the basket's total include, 'One Payment' first. Asked only where instalments show.
 */
export function usePayuInstalments(countryId: string | null, enabled: boolean) {
  const cart = useCartRef();
  return useQuery({
    queryKey: ['payu', 'instalments', cart.path ?? '', countryId ?? ''],
    queryFn: () => api.post<{ currency: string; options: InstalmentOption[] }>(`${cart.path}/payu/instalments`, { countryId }),
    enabled: enabled && countryId !== null && cart.path !== null,
    staleTime: 30_000,
    retry: false,
  });
}
