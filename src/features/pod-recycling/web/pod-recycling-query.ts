import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { type CartRef, useCartRef, withWritableCart } from '../../cart/web';
import type { PodRecyclingDto } from '../domain';

/** GET {cart}/pod-recycling: whether the block shows for this basket, decided by the server. Under the cart's keys. */
export function podRecyclingQuery(ref: CartRef) {
  return queryOptions({
    queryKey: [...cartKeys.scope(ref.scope), 'pod-recycling'] as const,
    queryFn: ({ signal }) => api.get<PodRecyclingDto>(`${ref.path}/pod-recycling`, signal),
    enabled: ref.ready && ref.path !== null,
  });
}

export function usePodRecycling() {
  return useQuery(podRecyclingQuery(useCartRef()));
}

/** Reloads the page, as the spec asks after the add, whatever its outcome. */
function reloadPage(): void {
  window.location.reload();
}

/** Spec 002 §7: 'Add to cart' posts the item to the cart's own items call; the page then reloads, also after a failure (§8). */
export function useAddRecyclingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, qty }: { sku: string; qty: number }) =>
      withWritableCart(queryClient, (cart) => api.post(`${cart.path}/items`, { cartItem: { quote_id: cart.quoteId, sku, qty } })),
    onSettled: reloadPage,
  });
}
