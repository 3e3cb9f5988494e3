import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { CartItem } from '../../../shared/web/api/types';
import { withWritableCart } from '../../../shared/web/cart/cart-scope';
import { productOption } from './subscription-option';

export interface UpdateCartItemInput {
  itemId: number;
  qty: number;
  /** Set to switch the line between one-time purchase and subscription. */
  subscribe?: boolean;
}

/** PUT {cart}/items/{itemId}: a new quantity, or the other purchase option. Totals refetch after. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, qty, subscribe }: UpdateCartItemInput) =>
      withWritableCart(queryClient, (cart) =>
        api.put<CartItem>(`${cart.path}/items/${itemId}`, {
          cartItem: { qty, ...(subscribe === undefined ? {} : { product_option: productOption(subscribe) }) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
