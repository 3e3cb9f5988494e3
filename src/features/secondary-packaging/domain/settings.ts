import { defineSettings } from '../../../shared/domain/settings';

/** Spec 002 §3 secondary packaging config: the summary's checkbox, its words and its first state. */
export interface SecondaryPackagingSettings {
  showOnCheckout: boolean;
  checkoutText: string;
  /** Ticked before the shopper chooses. */
  stateOnCheckout: boolean;
  checkoutTooltip: string;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    secondaryPackaging: SecondaryPackagingSettings;
  }
}

/** Not shown in the spec: the checkbox's words when the store names none. */
const DEFAULT_SECONDARY_PACKAGING_TEXT = 'Send my order in plain outer packaging';
/** Not shown in the spec: what the option does, in the tooltip. */
const DEFAULT_SECONDARY_PACKAGING_TOOLTIP = 'Your order goes out in an extra plain box with no brand or product names on it. Free of charge.';

export const secondaryPackagingSettings = defineSettings(
  {
    'secondary_packaging/general/show_on_checkout': '0',
    'secondary_packaging/general/checkout_text': DEFAULT_SECONDARY_PACKAGING_TEXT,
    'secondary_packaging/general/state_on_checkout': '0',
    'secondary_packaging/general/checkout_tooltip': DEFAULT_SECONDARY_PACKAGING_TOOLTIP,
  },
  (get): { secondaryPackaging: SecondaryPackagingSettings } => ({
    secondaryPackaging: {
      showOnCheckout: get.flag('secondary_packaging/general/show_on_checkout'),
      checkoutText: get.text('secondary_packaging/general/checkout_text') || DEFAULT_SECONDARY_PACKAGING_TEXT,
      stateOnCheckout: get.flag('secondary_packaging/general/state_on_checkout'),
      checkoutTooltip: get.text('secondary_packaging/general/checkout_tooltip') || DEFAULT_SECONDARY_PACKAGING_TOOLTIP,
    },
  }),
);
