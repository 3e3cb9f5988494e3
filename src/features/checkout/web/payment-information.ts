import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { type CartRef, useCartRef } from '../../cart/web';

/** GET {cart}/payment-information: the methods on offer, the totals and what the cart already holds. */
export const paymentInformationQuery = (ref: CartRef) =>
  queryOptions({ queryKey: cartKeys.paymentInformation(ref.scope), queryFn: () => api.get<PaymentDetails>(`${ref.path}/payment-information`) });

export function usePaymentInformation(enabled: boolean) {
  const ref = useCartRef();
  return useQuery({ ...paymentInformationQuery(ref), enabled: enabled && ref.ready && ref.path !== null });
}
