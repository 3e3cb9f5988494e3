import { z } from 'zod';
import { totalsResponse } from '../../pricing/server';

/** An address as the checkout's answers show it (Magento's `quote-data-address`, the fields the shop keeps). */
const addressResponse = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.string().nullable(),
  region_id: z.number().nullable(),
  region_code: z.string().nullable(),
  postcode: z.string().nullable(),
  country_id: z.string(),
  telephone: z.string(),
  email: z.string().nullable(),
  customer_address_id: z.number().nullable(),
});

/** Magento's payment details (`checkout-data-payment-details-interface`): the methods on offer and the totals. */
export const paymentDetailsResponse = z.object({
  payment_methods: z.array(z.object({ code: z.string(), title: z.string() })),
  totals: totalsResponse,
  extension_attributes: z.object({
    selected_payment_method: z.string().nullable(),
    shipping_address: addressResponse.nullable(),
    billing_address: addressResponse.nullable(),
    email: z.string().nullable(),
    shipping_note: z.string().nullable(),
    shipping_carrier_code: z.string().nullable(),
    shipping_method_code: z.string().nullable(),
    gift_registry_id: z.number().nullable(),
    device_trial: z.object({
      hasDeviceTrialProductsInCart: z.boolean(),
      deviceTrialShowInSummary: z.boolean(),
      deviceTrialCheckboxEnabled: z.boolean(),
      deviceTrialDuration: z.number(),
      deviceTrialBillingDate: z.string(),
      deviceTrialReturnDate: z.string(),
    }),
  }),
});
export type PaymentDetailsResponse = z.output<typeof paymentDetailsResponse>;
