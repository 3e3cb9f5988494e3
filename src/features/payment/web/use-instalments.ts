import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { instalmentOptions } from '../domain/latam';

/**
 * Spec 002 §7 `POST /worldpay/latam/types` for the billing country: the store's instalment counts,
 * comma separated; the choices are 'One Payment' first, then each count. Asked only where instalments
 * are offered (`enabled`).
 */
export function useInstalments(countryId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['worldpay', 'latam-types', countryId ?? ''],
    queryFn: () => api.post<string>('/worldpay/latam/types', { countryId }),
    enabled: enabled && countryId !== null,
    staleTime: 5 * 60_000,
    select: instalmentOptions,
  });
}
