import { z } from 'zod';
import type { SecondaryPackagingSettings } from './settings';

// Not shown in the spec: what the option does. Secondary packaging is free: the order goes out in plain
// outer packaging, with no price line in the totals; the order records it
// (`extension_attributes.secondary_packaging`) for the warehouse.

/** Not shown in the spec: the store does not offer the option. */
export const SECONDARY_PACKAGING_NOT_AVAILABLE = 'Secondary packaging is not available in this store.';
/** Not shown in the spec: the form's field is missing or holds something other than a yes or a no. */
export const SECONDARY_PACKAGING_CHOICE_INVALID = 'Please choose whether to use secondary packaging.';

/** What a form or JSON may send for the box: true/false, 1/0, 'on'/'off' (an HTML checkbox), 'true'/'false'. */
export const packagingFlagSchema = z.union(
  [
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['1', '0', 'true', 'false', 'on', 'off']))
      .transform((value) => value === '1' || value === 'true' || value === 'on'),
  ],
  { message: SECONDARY_PACKAGING_CHOICE_INVALID },
);

/**
 * POST /secondarypackagings: the box under the field name the spec spells (`seconderyPackaging`), and the
 * guest's cart (`quote_id`) and session form key as the other module paths take them.
 */
// A cart id or form key that is not a short text names no cart and no session: left out, it is answered
// as the module paths answer a missing one (no such cart, or the form key refused), never as a bad box.
const keyField = z.string().max(64).optional().catch(undefined);

export const packagingFormSchema = z.object({
  seconderyPackaging: packagingFlagSchema,
  quote_id: keyField,
  form_key: keyField,
});

/** Whether the order goes out in secondary packaging: the shopper's choice, else the store's first state; never where not offered. */
export function packagingChosen(settings: SecondaryPackagingSettings, cartChoice: boolean | null | undefined): boolean {
  if (!settings.showOnCheckout) return false;
  return cartChoice ?? settings.stateOnCheckout;
}

/** Spec 002 §3 secondary packaging config as the summary reads it, with whether the box is ticked for this basket. */
export function secondaryPackagingDto(settings: SecondaryPackagingSettings, cartChoice: boolean | null | undefined) {
  return {
    showOnCheckout: settings.showOnCheckout,
    checkoutText: settings.checkoutText,
    stateOnCheckout: settings.stateOnCheckout,
    checkoutTooltip: settings.checkoutTooltip,
    checked: packagingChosen(settings, cartChoice),
  };
}

export type SecondaryPackagingDto = ReturnType<typeof secondaryPackagingDto>;
