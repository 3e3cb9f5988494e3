import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { type CartRef, useCartRef } from '../../cart/web';
import { refreshTotals } from '../../pricing/web';
import type { SecondaryPackagingDto } from '../domain';

/** GET {cart}/secondary-packaging: the store's box and whether it is ticked for this basket. Under the cart's keys. */
export function secondaryPackagingQuery(ref: CartRef) {
  return queryOptions({
    queryKey: [...cartKeys.scope(ref.scope), 'secondary-packaging'] as const,
    queryFn: ({ signal }) => api.get<SecondaryPackagingDto>(`${ref.path}/secondary-packaging`, signal),
    enabled: ref.ready && ref.path !== null,
  });
}

export function useSecondaryPackaging() {
  return useQuery(secondaryPackagingQuery(useCartRef()));
}

const CHOOSE_PACKAGING = ['secondary-packaging', 'choose'] as const;

/**
 * Spec 002 §7 POST /secondarypackagings, multipart with `seconderyPackaging` (a guest's cart as quote_id);
 * the cart and its totals are then read again. A failure is not the shopper's to act on (§8: logged only):
 * the box shows the cart's choice again.
 */
export function useChoosePackaging() {
  const queryClient = useQueryClient();
  const ref = useCartRef();
  const query = secondaryPackagingQuery(ref);
  return useMutation({
    mutationKey: CHOOSE_PACKAGING,
    // Each click is sent, one after the other, so the last one the shopper made is the one kept.
    scope: { id: CHOOSE_PACKAGING.join('/') },
    mutationFn: (chosen: boolean) => {
      const form = new FormData();
      form.set('seconderyPackaging', chosen ? '1' : '0');
      const quoteId = ref.isCustomer ? null : guestCartId.get();
      if (quoteId) form.set('quote_id', quoteId);
      return api.upload('/secondarypackagings', form);
    },
    onMutate: (chosen) => queryClient.setQueryData(query.queryKey, (old) => (old ? { ...old, checked: chosen } : old)),
    // Read again once the last queued choice is saved (an earlier answer would flip the box back meanwhile).
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: CHOOSE_PACKAGING }) > 1) return;
      return Promise.all([queryClient.invalidateQueries({ queryKey: query.queryKey }), refreshTotals(queryClient, ref.scope)]);
    },
  });
}
