import { z } from 'zod';

/** Magento's shipping method (`quote-data-shipping-method-interface`) as the shop answers it. */
const shippingMethodResponse = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number(),
  available: z.boolean(),
  error_message: z.string(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
  extension_attributes: z.object({ tooltip_message: z.string() }),
});
export type ShippingMethodResponse = z.output<typeof shippingMethodResponse>;

export const shippingMethodsResponse = z.array(shippingMethodResponse);
