import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { CartItem } from '../../../shared/web/api/types';
import { withWritableCart } from '../../../shared/web/cart/cart-scope';
import { productOption } from './subscription-option';

export interface AddToCartInput {
  sku: string;
  qty: number;
  subscribe: boolean;
  interval?: number;
}

/** POST {cart}/items; the cart is created on the first add, and again if the old one is gone. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, qty, subscribe, interval }: AddToCartInput) =>
      withWritableCart(
        queryClient,
        (cart) =>
          api.post<CartItem>(`${cart.path}/items`, {
            cartItem: { sku, qty, quote_id: cart.quoteId, ...(subscribe ? { product_option: productOption(true, interval) } : {}) },
          }),
        { retryOnNewCart: true },
      ),
    onSuccess: async () => {
      // A first read of a just-created cart may still be in flight; refetching would join it and keep
      // the empty answer, so cancel it and ask again.
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
