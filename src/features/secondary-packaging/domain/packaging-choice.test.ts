import { packagingChosen, packagingFlagSchema, packagingFormSchema, SECONDARY_PACKAGING_CHOICE_INVALID } from './packaging-choice';
import { type SecondaryPackagingSettings, secondaryPackagingSettings } from './settings';

const offered: SecondaryPackagingSettings = { showOnCheckout: true, checkoutText: 'Plain box', stateOnCheckout: false, checkoutTooltip: 'No brand names' };

describe('secondary packaging', () => {
  it('takes the shopper’s choice, else the store’s first state', () => {
    expect(packagingChosen(offered, null)).toBe(false);
    expect(packagingChosen({ ...offered, stateOnCheckout: true }, undefined)).toBe(true);
    expect(packagingChosen({ ...offered, stateOnCheckout: true }, false)).toBe(false);
    expect(packagingChosen(offered, true)).toBe(true);
  });

  it('is never chosen where the store does not offer it', () => {
    expect(packagingChosen({ ...offered, showOnCheckout: false }, true)).toBe(false);
  });

  it('reads a checkbox as a form, a multipart field or JSON sends it', () => {
    for (const yes of [true, 1, '1', 'true', 'on', ' ON ']) expect(packagingFlagSchema.parse(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'off']) expect(packagingFlagSchema.parse(no)).toBe(false);
  });

  it('refuses anything else with its message', () => {
    for (const bad of ['yes please', '', 2, null]) {
      const result = packagingFlagSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(SECONDARY_PACKAGING_CHOICE_INVALID);
    }
    expect(packagingFormSchema.safeParse({ quote_id: 'x' }).success).toBe(false);
    expect(packagingFormSchema.parse({ seconderyPackaging: '1', quote_id: 7 })).toEqual({ seconderyPackaging: true, quote_id: undefined, form_key: undefined });
  });

  it('reads its config paths with defaults', () => {
    expect(secondaryPackagingSettings.read({ 'secondary_packaging/general/show_on_checkout': '1' }).secondaryPackaging).toEqual({
      showOnCheckout: true,
      checkoutText: 'Send my order in plain outer packaging',
      stateOnCheckout: false,
      checkoutTooltip: 'Your order goes out in an extra plain box with no brand or product names on it. Free of charge.',
    });
  });
});
