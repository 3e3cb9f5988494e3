import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type CartScope, cartKeys } from '../api/query-keys';

/** After a change to what the cart costs (coupon, reward points): the totals and payment information are read again. */
export function refreshTotals(queryClient: QueryClient, scope: CartScope): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.totals(scope) }),
    queryClient.invalidateQueries({ queryKey: cartKeys.paymentInformation(scope) }),
    // Row totals and the applied rule names on the basket page move with the totals.
    queryClient.invalidateQueries({ queryKey: cartKeys.data(scope) }),
  ]);
}

export function useRefreshTotals(scope: CartScope): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => refreshTotals(queryClient, scope);
}
