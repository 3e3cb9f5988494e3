import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

/** The store's PayU settings the blocks need (`GET payu/config`). */
export interface PayuConfig {
  tokenisation_url: string;
  public_key: string;
  card_types: Record<string, string[]>;
  page_methods: Record<string, string[]>;
  cpf_enabled: boolean;
  instalment_enabled: boolean;
  exception_messages: { CCAM20: string };
}

export function usePayuConfig() {
  return useQuery({ queryKey: ['payu', 'config'], queryFn: ({ signal }) => api.get<PayuConfig>('payu/config', signal), staleTime: 5 * 60_000 });
}
