import { z } from 'zod';
import { cartResponse, giftMessageResponse, personalisationResponse, subscriptionOptionResponse } from '../../cart/server';
import { totalsResponse } from '../../pricing/server';

/** The basket page's cart data (spec 000 §3): every basket change answers with it, written from this schema. */
const basketLine = z.object({
  item_id: z.number(),
  qty: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  product_url: z.string(),
  product_image: z.string(),
  product_kind: z.string(),
  product_price: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  applied_cart_rule_name: z.string().nullable(),
  attributes: z.object({
    info_buyRequest: z.object({ subscription_option: subscriptionOptionResponse }),
  }),
  subscription_intervals: z.array(z.number()),
  max_sale_qty: z.number(),
  is_free_device: z.boolean(),
  is_gift: z.boolean(),
  is_device_trial: z.boolean(),
  personalisation: personalisationResponse.nullable(),
  gift_message: giftMessageResponse.nullable(),
});

export const cartDataResponse = z.object({
  items: z.array(basketLine),
  summary_count: z.number(),
  is_free_device_product: z.boolean(),
  subtotalAmount: z.number(),
  data_id: z.number(),
  is_virtual: z.boolean(),
  tax_display: z.string(),
  isGuestCheckoutAllowed: z.boolean(),
  min_limit_validation: z.boolean(),
  min_limit_message: z.string(),
  max_limit_validation: z.boolean(),
  max_limit_message: z.string(),
  submin: z.number(),
  submax: z.number(),
  subscription_message: z.string().nullable(),
  subscription_explanation: z.string(),
  invalid_basket: z.object({ show: z.boolean(), can_accept_subscriptions: z.boolean() }),
  free_device_prompt: z.string().nullable(),
  banners: z.array(z.object({ id: z.string(), text: z.string(), link: z.string().optional() })),
  device_trial: z.object({ enabled: z.boolean(), has_products: z.boolean() }),
  gift_message: giftMessageResponse.nullable(),
  currency: z.string(),
  totals: totalsResponse,
  cart: cartResponse,
  // A customer's basket only: the exclusivity offer's figures and messages.
  cartridgesTotal: z.number().optional(),
  subscriptionCombinationJson: z.record(z.string(), z.object({ discount_per_pack: z.number(), badge: z.string() })).optional(),
  is_exclusivity_enabled: z.boolean().optional(),
  is_mixed_cart: z.boolean().optional(),
  total_subs_item: z.number().optional(),
  min_limit: z.number().optional(),
  max_limit: z.number().optional(),
  subscription_convert_message: z.string().nullable().optional(),
  exclusivity_message: z.string().nullable().optional(),
});
export type CartDataResponse = z.output<typeof cartDataResponse>;
