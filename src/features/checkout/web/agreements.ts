import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { AgreementDto } from '../domain/agreements';

/** GET carts/licence (Magento's checkout agreements): the store's terms, none when it asks for none. */
export function useAgreements() {
  return useQuery({
    queryKey: ['checkout', 'agreements'] as const,
    queryFn: ({ signal }) => api.get<AgreementDto[]>('carts/licence', signal),
    staleTime: Infinity,
    select: (list): AgreementDto[] => (Array.isArray(list) ? list.filter((a) => a.is_active) : []),
  });
}
