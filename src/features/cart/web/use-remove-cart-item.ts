import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { withWritableCart } from '../../../shared/web/cart/cart-scope';

/** DELETE {cart}/items/{itemId}. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => withWritableCart(queryClient, (cart) => api.delete<boolean>(`${cart.path}/items/${itemId}`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
