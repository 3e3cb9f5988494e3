import { z } from 'zod';
import { cartIdField } from '../../../shared/domain/validation';
import { fullAddressSchema } from './address-input';
import { withoutTemplateKeys } from './template-keys';

/**
 * What a client may say about payment. Anything else (prices, totals, discounts) is stripped by the
 * schema: the server computes every amount itself.
 */
const paymentMethodSchema = z.object({
  method: z.string().trim().min(1).max(64),
  po_number: z.string().max(64).nullish(),
  additional_data: z.record(z.string().max(64), z.unknown()).nullish(),
  extension_attributes: z
    .object({
      // Magento takes the ids as numbers or numeric strings.
      agreement_ids: z
        .array(z.union([z.number(), z.string().max(16)]))
        .max(20)
        .optional(),
      // Spec 002 §2 retailer code: its rule (domain/retailer-code.ts, length and characters) answers at place
      // order in its own words; the request's size limit bounds the text.
      retailer_code: z.string().nullish(),
      product_consent: z.boolean().optional(),
      /** The device-trial consent box (spec 002 §4 Device trial); the shop's own attribute. */
      device_trial_consent: z.boolean().optional(),
    })
    .nullish(),
});

export const paymentInformationBodySchema = z.object({
  cartId: cartIdField().optional(),
  email: z.string().trim().max(254).optional(),
  paymentMethod: paymentMethodSchema,
  billingAddress: fullAddressSchema.optional(),
});

export type PaymentInformationInput = z.infer<typeof paymentInformationBodySchema>;

/**
 * set-payment-information (and -and-get-totals): the payment data loses Magento's knockout template keys
 * first, at any depth, as Magento's own client does before sending (spec 002 §7), so a client that sends
 * them is neither refused nor has them kept.
 */
export const setPaymentInformationBodySchema = paymentInformationBodySchema.extend({
  paymentMethod: z.preprocess((data) => withoutTemplateKeys(data), paymentMethodSchema),
});

export const EMAIL_INVALID = 'Please enter a valid email address (Ex: johndoe@domain.com).';
export const CART_EMPTY = 'Your shopping cart is empty. Add an item to the cart and try again.';
export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const BILLING_ADDRESS_MISSING = 'Please check the billing address on the order.';
export const COUNTRY_NOT_ALLOWED = 'We do not deliver to this country. Choose another delivery address.';
export const CARRIER_NOT_FOUND = 'Carrier with such method not found: %carrierCode, %methodCode';
