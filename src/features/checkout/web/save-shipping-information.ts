import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_FAILURE, api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Address, PaymentDetails } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web/cart-scope';
import { pushEcommerceError } from './analytics';

export interface ShippingInformation {
  shippingAddress: Address;
  carrierCode: string;
  methodCode: string;
}

/** POST {cart}/shipping-information; the answer (methods and totals) is what the payment step shows. */
export function useSaveShippingInformation() {
  const queryClient = useQueryClient();
  const ref = useCartRef();
  return useMutation({
    mutationFn: ({ shippingAddress, carrierCode, methodCode }: ShippingInformation) =>
      api.post<PaymentDetails>(`${ref.path}/shipping-information`, {
        addressInformation: {
          shipping_address: shippingAddress,
          shipping_carrier_code: carrierCode,
          shipping_method_code: methodCode,
        },
      }),
    onError: (error) => pushEcommerceError('shipping-information', error instanceof ApiError ? error.message : GENERIC_FAILURE),
    onSuccess: (details, { shippingAddress }) => {
      queryClient.setQueryData<PaymentDetails>(cartKeys.paymentInformation(ref.scope), (old) => ({
        ...details,
        extension_attributes: { ...old?.extension_attributes, ...details.extension_attributes, shipping_address: details.extension_attributes?.shipping_address ?? shippingAddress },
      }));
    },
  });
}
