import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type CartScope, cartKeys } from '../../../shared/web/api/query-keys';

/**
 * After a change to what the cart costs (coupon, reward points): what the open page shows is read
 * again, once. The basket's cart data carries its totals, row totals and applied rule names; checkout
 * reads the payment information. A query no page shows is only marked stale, so nothing else is asked.
 */
export function refreshTotals(queryClient: QueryClient, scope: CartScope): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.data(scope) }),
    queryClient.invalidateQueries({ queryKey: cartKeys.paymentInformation(scope) }),
  ]);
}

export function useRefreshTotals(scope: CartScope): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => refreshTotals(queryClient, scope);
}
