import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Cart } from '../../../shared/web/api/types';
import { type CartRef, isNotFound, useCartRef } from './cart-scope';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { basketDataQuery } from './basket-data-query';

const EMPTY_CART: Cart = { items: [], items_qty: 0 };

/**
 * No cart yet, or one that is gone (a guest cart already ordered, say), is an empty basket. The basket's
 * data carries the cart too: while it is on its way (the basket and the checkout read it ahead), the cart
 * is taken from its answer instead of being asked for a second time.
 */
async function fetchCart(ref: CartRef, client: QueryClient): Promise<Cart> {
  if (!ref.path) return EMPTY_CART;
  const basketData = basketDataQuery(ref);
  if (client.getQueryState(basketData.queryKey)?.fetchStatus === 'fetching') {
    const answer = await client.fetchQuery(basketData).catch(() => null);
    if (answer) return answer.cart;
  }
  try {
    return await api.get<Cart>(ref.path);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (!ref.isCustomer) guestCartId.clear();
    return EMPTY_CART;
  }
}

const cartQuery = (ref: CartRef) => queryOptions({ queryKey: cartKeys.detail(ref.scope), queryFn: ({ client }) => fetchCart(ref, client) });

export function useCart() {
  const ref = useCartRef();
  const query = useQuery({ ...cartQuery(ref), enabled: ref.ready });
  return { ...query, ref };
}
