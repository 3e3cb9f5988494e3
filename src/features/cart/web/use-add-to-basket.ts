import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { CartItem, Personalisation, ProductOption } from '../../../shared/web/api/types';
import { withWritableCart } from './cart-scope';
import { productOption } from '../../subscriptions/web';

export interface AddToBasketInput {
  sku: string;
  qty: number;
  subscribe: boolean;
  interval?: number;
  /** The device's engraving, when the shopper personalised it. */
  personalisation?: Personalisation;
}

/** The line's product option: the purchase option and, when given, the engraving; none for a plain one-time purchase. */
export function addToBasketOption({ subscribe, interval, personalisation }: AddToBasketInput): ProductOption | undefined {
  if (!subscribe && !personalisation) return undefined;
  const option = productOption(subscribe, interval);
  return personalisation ? { extension_attributes: { ...option.extension_attributes, personalisation } } : option;
}

/**
 * POST {cart}/items from the product page, with the purchase option and the engraving
 * (`product_option.extension_attributes.personalisation`). The cart is created on the first add, and
 * again if the old one is gone.
 */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToBasketInput) => {
      const product_option = addToBasketOption(input);
      return withWritableCart(
        queryClient,
        (cart) =>
          api.post<CartItem>(`${cart.path}/items`, {
            cartItem: { sku: input.sku, qty: input.qty, quote_id: cart.quoteId, ...(product_option ? { product_option } : {}) },
          }),
        { retryOnNewCart: true },
      );
    },
    onSuccess: async () => {
      // A first read of a just-created cart may still be in flight; refetching would join it and keep
      // the empty answer, so cancel it and ask again.
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
