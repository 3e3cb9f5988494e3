import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Cart } from '../../../shared/web/api/types';
import { type CartRef, isNotFound, useCartRef } from './cart-scope';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';

const EMPTY_CART: Cart = { items: [], items_qty: 0 };

/** No cart yet, or one that is gone (a guest cart already ordered, say), is an empty basket. */
async function fetchCart(ref: CartRef): Promise<Cart> {
  if (!ref.path) return EMPTY_CART;
  try {
    return await api.get<Cart>(ref.path);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (!ref.isCustomer) guestCartId.clear();
    return EMPTY_CART;
  }
}

const cartQuery = (ref: CartRef) => queryOptions({ queryKey: cartKeys.detail(ref.scope), queryFn: () => fetchCart(ref) });

export function useCart() {
  const ref = useCartRef();
  const query = useQuery({ ...cartQuery(ref), enabled: ref.ready });
  return { ...query, ref };
}
