import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { Personalisation } from '../../../shared/web/api/types';
import { useCartRef, withWritableCart } from '../../../shared/web/cart/cart-scope';
import { basketDataQuery } from './basket-data-query';

/** A basket line as `GET {cart}/cart-data` serves it (spec 000 §3 "Cart item"). */
export interface BasketItem {
  item_id: number;
  qty: number;
  product_name: string;
  product_sku: string;
  product_url: string;
  product_image: string;
  product_price: number;
  row_total: number;
  row_total_incl_tax: number;
  options: { label: string; value: string }[];
  applied_cart_rule_name: string | null;
  attributes: { info_buyRequest: { subscription_option: { create_new_subscription_at_checkout: boolean; interval: number } } };
  subscription_intervals: number[];
  max_sale_qty: number;
  is_free_device: boolean;
  is_gift: boolean;
  is_device_trial: boolean;
  personalisation: Personalisation | null;
  gift_message: { recipient: string; sender: string; message: string } | null;
}

/** The basket page's data (spec 000 §3 "Cart data"); the customer-only fields are absent for guests. */
export interface BasketData {
  items: BasketItem[];
  summary_count: number;
  is_free_device_product: boolean;
  subtotalAmount: number;
  data_id: number;
  is_virtual: boolean;
  tax_display: 'including' | 'excluding' | 'both';
  isGuestCheckoutAllowed: boolean;
  min_limit_validation: boolean;
  min_limit_message: string;
  max_limit_validation: boolean;
  max_limit_message: string;
  submin: number;
  submax: number;
  subscription_message: string | null;
  subscription_explanation: string;
  invalid_basket: { show: boolean; can_accept_subscriptions: boolean };
  free_device_prompt: string | null;
  banners: { id: string; text: string; link?: string }[];
  device_trial: { enabled: boolean; has_products: boolean };
  gift_message: { recipient: string; sender: string; message: string } | null;
  currency: string;
  cartridgesTotal?: number;
  subscriptionCombinationJson?: Record<string, { discount_per_pack: number; badge: string }>;
  is_exclusivity_enabled?: boolean;
  is_mixed_cart?: boolean;
  total_subs_item?: number;
  min_limit?: number;
  max_limit?: number;
  subscription_convert_message?: string | null;
  exclusivity_message?: string | null;
}

export const isSubscribed = (item: BasketItem) => item.attributes.info_buyRequest.subscription_option.create_new_subscription_at_checkout;
export const canSubscribe = (item: BasketItem) => item.subscription_intervals.length > 0 && !item.is_gift;

/** The basket's data; a guest cart that has gone (ordered, say) is an empty basket. */
export function useBasketData() {
  const ref = useCartRef();
  const query = useQuery({ ...basketDataQuery(ref), enabled: ref.ready });
  return { ...query, ref };
}

export type QuantityForm = Record<string, { qty: number }>;
export interface ValidationAnswer {
  success: boolean;
  error_message: { itemId: number; error: string }[];
}

/**
 * The update-cart validation (spec 000 §4): the server checks the form first. A validation call that
 * fails is no reason to stop: the update goes ahead and the server refuses it if it must.
 */
export async function validateBasketForm(path: string, form: QuantityForm): Promise<ValidationAnswer> {
  try {
    return await api.post<ValidationAnswer>(`${path}/basket/validate`, { cart: form });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return { success: true, error_message: [] };
  }
}

function useBasketWrite<V>(write: (path: string, vars: V) => Promise<BasketData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => withWritableCart(queryClient, async (cart) => ({ scope: cart.scope, data: await write(cart.path, vars) })),
    // The answer is the whole new basket: shown at once, then everything else about the cart is read again.
    onSuccess: ({ scope, data }) => queryClient.setQueryData(cartKeys.data(scope), data),
    // Not awaited: the line is usable again as soon as the new basket is shown.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** Submits the basket form in the background: new quantities (0 removes) or empty the basket. */
export function useBasketUpdate() {
  return useBasketWrite((path, vars: { action?: 'update_qty' | 'empty_cart'; cart?: QuantityForm }) =>
    api.post<BasketData>(`${path}/basket/update`, { update_cart_action: vars.action ?? 'update_qty', cart: vars.cart ?? {} }),
  );
}

/** Accepts one purchase option for the whole basket (the invalid-basket prompt, the conversion). */
export function useBasketMode() {
  return useBasketWrite((path, actionType: 'subscription' | 'onetime') => api.post<BasketData>(`${path}/basket/mode`, { actionType }));
}

/** The line's purchase option: PUT {cart}/items/{id} with the other subscription choice. */
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** GET devicetrial/checkout/hasDeviceTrialProductsInCart: asked before the basket is emptied. */
export function hasDeviceTrialProducts(guestId: string | null): Promise<boolean> {
  const query = guestId ? `?quote_id=${encodeURIComponent(guestId)}` : '';
  return api.get<boolean>(`/devicetrial/checkout/hasDeviceTrialProductsInCart${query}`);
}
