import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type CartScope, cartKeys } from '../../../shared/web/api/query-keys';
import { type CartRef, withWritableCart } from '../../cart/web';
import type { GiftMessageRecord } from '../domain';

/**
 * Gift messages (spec 000 §3): GET {cart}/gift-message[/{itemId}]. Kept under the cart's keys, so
 * invalidating cartKeys.all (or a cart scope) reads them again too.
 */
const giftMessageKeys = {
  all: (scope: CartScope) => ['cart', scope, 'gift-message'] as const,
  order: (scope: CartScope) => ['cart', scope, 'gift-message', 'order'] as const,
  item: (scope: CartScope, itemId: number) => ['cart', scope, 'gift-message', 'item', itemId] as const,
};

/** The wire shape of GET {cart}/gift-message[/{itemId}]: the message, or null when there is none. */
export type GiftMessage = GiftMessageRecord;

export const EMPTY_GIFT_MESSAGE: GiftMessage = { recipient: '', sender: '', message: '' };

function giftMessagePath(cartPath: string, itemId?: number): string {
  return itemId === undefined ? `${cartPath}/gift-message` : `${cartPath}/gift-message/${itemId}`;
}

/** GET {cart}/gift-message: the order-level message (the cart's own GET does not carry it). */
export function useOrderGiftMessage(ref: CartRef) {
  return useQuery({
    queryKey: giftMessageKeys.order(ref.scope),
    queryFn: ({ signal }) => api.get<GiftMessage | null>(giftMessagePath(ref.path!), signal),
    enabled: ref.ready && ref.path !== null,
  });
}

/**
 * POST {cart}/gift-message[/{itemId}] with `{gift_message: {recipient, sender, message}}`; empty texts
 * delete it (spec 000 §4). Resolves once every cart query has been read again, so the page shows the
 * saved state as soon as the call settles. Failures reach the caller as ApiError (standard handling).
 */
export function useSaveGiftMessage(itemId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftMessage: GiftMessage) =>
      withWritableCart(queryClient, (cart) => api.post<boolean>(giftMessagePath(cart.path, itemId), { gift_message: giftMessage })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
