import { z } from 'zod';

/**
 * The cart's answers as Magento's REST API shapes them (`quote-cart-item`, `quote-data-cart`): the DTOs are
 * typed from these, and the answers are written from them (only these fields, in this order).
 */
export const subscriptionOptionResponse = z.object({ create_new_subscription_at_checkout: z.boolean(), interval: z.number() });

export const giftMessageResponse = z.object({ recipient: z.string(), sender: z.string(), message: z.string() });

/** An engraving's sides as stored (their fields belong to the personalisation feature). */
export const personalisationResponse = z.record(z.string(), z.unknown());

export const cartItemResponse = z.object({
  item_id: z.number(),
  sku: z.string(),
  qty: z.number(),
  name: z.string(),
  price: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: z.object({ extension_attributes: z.object({ subscription_option: subscriptionOptionResponse }) }),
  extension_attributes: z.object({
    product_url: z.string(),
    image: z.string(),
    product_kind: z.string(),
    subscription_intervals: z.array(z.number()),
    max_sale_qty: z.number(),
    ampromo_rule_id: z.number().nullable(),
    personalisable: z.boolean(),
    personalisation: personalisationResponse.nullable(),
    is_device_trial: z.boolean(),
  }),
  gift_message: giftMessageResponse.nullable(),
});
export type CartItemResponse = z.output<typeof cartItemResponse>;

export const cartResponse = z.object({
  id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
  is_virtual: z.boolean(),
  items: z.array(cartItemResponse),
  items_count: z.number(),
  items_qty: z.number(),
  customer: z.object({ id: z.number().optional(), email: z.string().nullable().optional() }),
  customer_is_guest: z.boolean(),
  currency: z.object({ base_currency_code: z.string(), quote_currency_code: z.string(), store_currency_code: z.string() }),
  store_id: z.number(),
  extension_attributes: z.object({ data_id: z.number() }),
});
export type CartResponse = z.output<typeof cartResponse>;
