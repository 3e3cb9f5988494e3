import type { Cart, Personalisation, Totals } from '../../../shared/web/api/types';

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
  /** The body of `GET {cart}/totals`, from the same pricing as the lines. */
  totals: Totals;
  /** The body of `GET {cart}`: what the header's basket count reads. */
  cart: Cart;
}
