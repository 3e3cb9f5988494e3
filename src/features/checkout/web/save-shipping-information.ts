import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, genericFailure, api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Address, PaymentDetails } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { pushEcommerceError } from './analytics';

export interface ShippingInformation {
  shippingAddress: Address;
  carrierCode: string;
  methodCode: string;
  /** To a gift registry: the server delivers to its address; the shopper's own address is the billing address. */
  giftRegistryId?: number;
  billingAddress?: Address;
}

/** POST {cart}/shipping-information; the answer (methods and totals) is what the payment step shows. */
export function useSaveShippingInformation() {
  const queryClient = useQueryClient();
  const ref = useCartRef();
  return useMutation({
    mutationFn: ({ shippingAddress, carrierCode, methodCode, giftRegistryId, billingAddress }: ShippingInformation) =>
      api.post<PaymentDetails>(`${ref.path}/shipping-information`, {
        addressInformation: {
          shipping_address: shippingAddress,
          ...(billingAddress ? { billing_address: billingAddress } : {}),
          shipping_carrier_code: carrierCode,
          shipping_method_code: methodCode,
          ...(giftRegistryId !== undefined ? { extension_attributes: { gift_registry_id: giftRegistryId } } : {}),
        },
      }),
    onError: (error) => pushEcommerceError('shipping-information', error instanceof ApiError ? error.message : genericFailure()),
    onSuccess: (details, { shippingAddress, giftRegistryId }) => {
      // A registry's address is never answered: the delivery address stays unknown to the page.
      const shown = giftRegistryId !== undefined ? null : (details.extension_attributes?.shipping_address ?? shippingAddress);
      queryClient.setQueryData<PaymentDetails>(cartKeys.paymentInformation(ref.scope), (old) => ({
        ...details,
        extension_attributes: { ...old?.extension_attributes, ...details.extension_attributes, shipping_address: shown },
      }));
    },
  });
}
