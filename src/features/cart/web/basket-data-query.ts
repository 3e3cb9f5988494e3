import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { type CartRef, isNotFound } from './cart-scope';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import type { BasketData } from './basket-types';

/**
 * GET {cart}/cart-data, the basket page's data; a guest cart that has gone (ordered, say) is an empty
 * basket. Its own small module: the router reads it ahead of the basket page's code.
 */
export const basketDataQuery = (ref: CartRef) =>
  queryOptions({
    queryKey: cartKeys.data(ref.scope),
    queryFn: async ({ signal, client }): Promise<BasketData | null> => {
      if (!ref.path) return null;
      try {
        const data = await api.get<BasketData>(`${ref.path}/cart-data`, signal);
        // The answer carries the cart as GET {cart} serves it: the header's basket count reads it from here.
        client.setQueryData(cartKeys.detail(ref.scope), data.cart);
        return data;
      } catch (error) {
        if (!isNotFound(error)) throw error;
        if (!ref.isCustomer) guestCartId.clear();
        return null;
      }
    },
  });
