import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { type CartScope, cartKeys } from '../../../shared/web/api/query-keys';
import { useCartRef, withWritableCart } from './cart-scope';
import { basketDataQuery } from './basket-data-query';
import type { BasketData, BasketItem } from './basket-types';

export type { BasketData, BasketItem } from './basket-types';

export const isSubscribed = (item: BasketItem) => item.attributes.info_buyRequest.subscription_option.create_new_subscription_at_checkout;
export const canSubscribe = (item: BasketItem) => item.subscription_intervals.length > 0 && !item.is_gift;

/**
 * Puts a cart-data answer where every reader of the cart finds it: the basket page, and the header's
 * basket count (GET {cart}), so a basket change costs no request beyond its own.
 */
function showBasket(queryClient: QueryClient, scope: CartScope, data: BasketData): void {
  queryClient.setQueryData(cartKeys.data(scope), data);
  queryClient.setQueryData(cartKeys.detail(scope), data.cart);
}

/** The basket's data; a guest cart that has gone (ordered, say) is an empty basket. */
export function useBasketData() {
  const ref = useCartRef();
  const query = useQuery({ ...basketDataQuery(ref), enabled: ref.ready });
  return { ...query, ref };
}

export type QuantityForm = Record<string, { qty: number }>;

/** The update-cart validation's report (spec 000 §4): which lines were refused, and why. */
export interface ValidationAnswer {
  success: false;
  error_message: { itemId: number; error: string }[];
}

export const isRefused = (answer: BasketData | ValidationAnswer): answer is ValidationAnswer => 'success' in answer && answer.success === false;

function useBasketWrite<V, A extends BasketData | ValidationAnswer>(write: (path: string, vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => withWritableCart(queryClient, async (cart) => ({ scope: cart.scope, answer: await write(cart.path, vars) })),
    // The answer is the whole new basket (lines, totals, limits, messages): shown as it is, nothing read again.
    onSuccess: ({ scope, answer }) => {
      if (!isRefused(answer)) showBasket(queryClient, scope, answer);
    },
    // What the page shows may be out of date after a failure: only then is the cart read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/**
 * Submits the basket form in the background: new quantities (0 removes) or empty the basket. With
 * `validate` the server first runs the update-cart validation (spec 000 §4) and, if it refuses a
 * quantity, answers with its report and changes nothing: validation and update are one request.
 */
export function useBasketUpdate() {
  return useBasketWrite((path, vars: { action?: 'update_qty' | 'empty_cart'; cart?: QuantityForm; validate?: boolean }) =>
    api.post<BasketData | ValidationAnswer>(`${path}/basket/update`, {
      update_cart_action: vars.action ?? 'update_qty',
      cart: vars.cart ?? {},
      ...(vars.validate ? { report_problems: true } : {}),
    }),
  );
}

/** Accepts one purchase option for the whole basket (the invalid-basket prompt, the conversion). */
export function useBasketMode() {
  return useBasketWrite((path, actionType: 'subscription' | 'onetime') => api.post<BasketData>(`${path}/basket/mode`, { actionType }));
}

/** The line's purchase option: PUT {cart}/items/{id} with the other subscription choice; the page reloads after it (spec 000 §4). */
export function useLineOption() {
  const queryClient = useQueryClient();
  return useMutation({
    /** interval 0 makes the line a one-time purchase. */
    mutationFn: ({ item, interval }: { item: BasketItem; interval: number }) =>
      withWritableCart(queryClient, (cart) =>
        api.put(`${cart.path}/items/${item.item_id}`, {
          cartItem: {
            qty: item.qty,
            product_option: {
              extension_attributes: {
                subscription_option: { create_new_subscription_at_checkout: interval > 0, interval },
              },
            },
          },
        }),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** GET devicetrial/checkout/hasDeviceTrialProductsInCart: asked before the basket is emptied. */
export function hasDeviceTrialProducts(guestId: string | null): Promise<boolean> {
  const query = guestId ? `?quote_id=${encodeURIComponent(guestId)}` : '';
  return api.get<boolean>(`/devicetrial/checkout/hasDeviceTrialProductsInCart${query}`);
}
