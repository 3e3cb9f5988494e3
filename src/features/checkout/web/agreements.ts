import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { AGREEMENTS_CONFIG_PATH, type AgreementDto, agreementOfConfig, type CheckoutAgreementsConfig } from '../domain/agreements';

/**
 * Spec 002 §7 `GET bat_tandc/checkout/getAgreementsConfig`: the store's terms and other agreements, as
 * the page refreshes them; none when the store asks for none.
 */
export function useAgreements() {
  return useQuery({
    queryKey: ['checkout', 'agreements'] as const,
    queryFn: ({ signal }) => api.get<{ checkoutAgreements?: CheckoutAgreementsConfig }>(AGREEMENTS_CONFIG_PATH, signal),
    staleTime: Infinity,
    select: (answer): AgreementDto[] => (answer.checkoutAgreements?.isEnabled ? answer.checkoutAgreements.agreements.map(agreementOfConfig) : []),
  });
}
