import { z } from 'zod';
import { personalisationResponse, subscriptionOptionResponse } from '../../cart/server';

/**
 * Magento's cart totals (`quote-data-totals`) as the shop answers them: the DTO is typed from this, and
 * the answer is written from it (only these fields).
 */
const totalSegment = z.object({
  code: z.string(),
  title: z.string(),
  value: z.number(),
  area: z.string().optional(),
  extension_attributes: z
    .object({
      value_excl_tax: z.number().optional(),
      value_incl_tax: z.number().optional(),
      /** The delivery method in the shipping segment's title, for a storefront that words the title in its own language. */
      shipping_method_title: z.string().optional(),
      tax_grandtotal_details: z
        .array(z.object({ amount: z.number(), rates: z.array(z.object({ percent: z.string(), title: z.string() })), group_id: z.number() }))
        .optional(),
    })
    .optional(),
});
export type TotalSegment = z.output<typeof totalSegment>;

const totalsItem = z.object({
  item_id: z.number(),
  price: z.number(),
  base_price: z.number(),
  qty: z.number(),
  row_total: z.number(),
  base_row_total: z.number(),
  row_total_with_discount: z.number(),
  tax_amount: z.number(),
  base_tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
  base_discount_amount: z.number(),
  discount_percent: z.number(),
  price_incl_tax: z.number(),
  base_price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  base_row_total_incl_tax: z.number(),
  options: z.string(),
  weee_tax_appled_amount: z.number().nullable(),
  weee_tax_applied: z.string().nullable(),
  name: z.string(),
  extension_attributes: z.object({
    product_sku: z.string(),
    product_url: z.string(),
    // The order summary's line (spec 002 §2): the engraving in full and the subscription choice.
    personalisation: personalisationResponse.nullable(),
    subscription_option: subscriptionOptionResponse,
  }),
});

export const totalsResponse = z.object({
  grand_total: z.number(),
  base_grand_total: z.number(),
  subtotal: z.number(),
  base_subtotal: z.number(),
  discount_amount: z.number(),
  base_discount_amount: z.number(),
  subtotal_with_discount: z.number(),
  base_subtotal_with_discount: z.number(),
  shipping_amount: z.number(),
  base_shipping_amount: z.number(),
  shipping_discount_amount: z.number(),
  base_shipping_discount_amount: z.number(),
  tax_amount: z.number(),
  base_tax_amount: z.number(),
  weee_tax_applied_amount: z.number().nullable(),
  shipping_tax_amount: z.number(),
  base_shipping_tax_amount: z.number(),
  subtotal_incl_tax: z.number(),
  base_subtotal_incl_tax: z.number(),
  shipping_incl_tax: z.number(),
  base_shipping_incl_tax: z.number(),
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  items_qty: z.number(),
  items: z.array(totalsItem),
  total_segments: z.array(totalSegment),
  coupon_code: z.string().nullable(),
  coupon_label: z.string().nullable(),
  extension_attributes: z.object({
    reward_points_balance: z.number(),
    base_reward_currency_amount: z.number(),
    amrule_discount_breakdown: z.array(z.object({ rule_name: z.string(), rule_amount: z.number() })),
  }),
});
export type TotalsResponse = z.output<typeof totalsResponse>;
