import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { PaymentDetails, Totals } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { withoutTemplateKeys } from '../domain';

/**
 * POST {cart}/set-payment-information-and-get-totals when the shopper picks a method, so a
 * method's own charge (the cash on delivery fee) shows in the totals before the order is placed.
 */
export function useSetPaymentMethod() {
  const queryClient = useQueryClient();
  const ref = useCartRef();
  return useMutation({
    mutationFn: ({ method, email }: { method: string; email?: string }) =>
      api.post<Totals>(`${ref.path}/set-payment-information-and-get-totals`, {
        // Spec 002 §7: the payment data goes without the template keys (Magento's filterTemplateData).
        paymentMethod: withoutTemplateKeys({ method }),
        ...(email ? { email } : {}),
      }),
    onSuccess: (totals, { method }) => {
      queryClient.setQueryData<PaymentDetails>(cartKeys.paymentInformation(ref.scope), (old) =>
        old ? { ...old, totals, extension_attributes: { ...old.extension_attributes, selected_payment_method: method } } : old,
      );
    },
  });
}
