import { z } from 'zod';
import { cartIdField, integerField, quantitySchema } from '../../../shared/domain/validation';
import { type PersonalisationRecord, personalisationKey, personalisationSchema } from '../../personalisation/domain';
import { INTERVAL_NOT_OFFERED } from '../../subscriptions/domain';

/** Anything a client may send as "truthy" for the subscription flag (spec 000 §3). */
const truthyFlag = z
  .union([z.boolean(), z.number(), z.string().max(8), z.null()])
  .transform((v) => (typeof v === 'string' ? !['', '0', 'false'].includes(v.toLowerCase()) : Boolean(v)));

export const subscriptionOptionSchema = z.object({
  create_new_subscription_at_checkout: truthyFlag.optional(),
  interval: z.coerce.number().int().min(0).max(24).optional(),
});

const productOptionSchema = z.object({
  extension_attributes: z.object({ subscription_option: subscriptionOptionSchema.optional(), personalisation: personalisationSchema.optional() }).optional(),
});

export const cartItemBodySchema = z.object({
  cartItem: z.object({
    sku: z.string().trim().min(1).max(64),
    qty: quantitySchema,
    quote_id: cartIdField().optional(),
    product_option: productOptionSchema.optional(),
  }),
});

export const cartItemUpdateBodySchema = z.object({
  cartItem: z.object({
    sku: z.string().max(64).optional(),
    qty: quantitySchema,
    quote_id: cartIdField().optional(),
    item_id: integerField().optional(),
    product_option: productOptionSchema.optional(),
  }),
});

export type ProductOptionInput = z.infer<typeof productOptionSchema>;

export interface LineOption {
  isSubscription: boolean;
  /** Months between deliveries; 0 for a one-time purchase. */
  subscriptionInterval: number;
  personalisation: PersonalisationRecord | null;
  /** personalisationKey(personalisation): lines differ by it. */
  optionsKey: string;
}

export const ONE_TIME: LineOption = { isSubscription: false, subscriptionInterval: 0, personalisation: null, optionsKey: '' };

export const SUBSCRIPTION_NOT_OFFERED = 'This product cannot be bought as a subscription.';
// The interval rule's text is the subscriptions feature's (a subscription's change of interval says the same).
export { INTERVAL_NOT_OFFERED };
const NOT_PERSONALISABLE = 'This product cannot be personalised.';

/** What the rules need to know about the product a line is for. */
export interface OptionOffer {
  subscriptionIntervals: number[];
  personalisable: boolean;
}

/**
 * Reads the line's purchase option; a subscription needs a product that offers one, and the interval
 * defaults to the first one offered (monthly). An engraving needs a personalisable product.
 */
export function resolveLineOption(
  input: ProductOptionInput | undefined,
  offer: OptionOffer,
): { ok: true; option: LineOption } | { ok: false; message: string; parameters?: (string | number)[] } {
  const personalisation = input?.extension_attributes?.personalisation ?? null;
  if (personalisation && !offer.personalisable) return { ok: false, message: NOT_PERSONALISABLE };
  const engraving = { personalisation, optionsKey: personalisationKey(personalisation) };
  const sub = input?.extension_attributes?.subscription_option;
  if (!sub?.create_new_subscription_at_checkout) return { ok: true, option: { ...ONE_TIME, ...engraving } };
  const offeredIntervals = offer.subscriptionIntervals;
  if (offeredIntervals.length === 0) return { ok: false, message: SUBSCRIPTION_NOT_OFFERED };
  const interval = sub.interval && sub.interval > 0 ? sub.interval : offeredIntervals[0];
  if (!offeredIntervals.includes(interval)) return { ok: false, message: INTERVAL_NOT_OFFERED, parameters: [interval] };
  return { ok: true, option: { isSubscription: true, subscriptionInterval: interval, ...engraving } };
}

/** Whether two lines hold the same purchase option (and so merge into one). */
export function sameLineOption(a: LineOption, b: LineOption): boolean {
  return a.isSubscription === b.isSubscription && a.subscriptionInterval === b.subscriptionInterval && a.optionsKey === b.optionsKey;
}

/** A guest cart's masked id: 32 lower-case hex characters (128 random bits). */
export const MASKED_CART_ID = /^[a-f0-9]{32}$/;
