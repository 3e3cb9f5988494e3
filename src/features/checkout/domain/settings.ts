import { defineSettings } from '../../../shared/domain/settings';
import { type AddressLimits, parseAddressLimits } from './address-limits';
import { configList, type ShippingRestrictions } from './restrictions';

/** How a store's checkout behaves (Magento's checkoutConfig, spec 001 §3). */
export interface CheckoutSettings {
  /** Shipping and payment on one screen, with a fixed Place order button. */
  oneStepLayout: boolean;
  shippingNotes: { enabled: boolean; maxLength: number };
  restrictions: ShippingRestrictions;
  addressLimits: AddressLimits;
  /** The order summary lists only the last N lines (maxCartItemsToDisplay). */
  maxCartItemsToDisplay: number;
  /** 'carrier_method' chosen first when the rates arrive, if offered. */
  selectedShippingMethod: string;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    checkout: CheckoutSettings;
  }
}

/** Not shown in the spec: a note long enough for a safe place or a gate code, short enough for a label. */
export const DEFAULT_SHIPPING_NOTE_MAX_LENGTH = 250;
/** Not shown in the spec: the summary shows the last 10 lines, as Magento's default. */
export const DEFAULT_MAX_CART_ITEMS_TO_DISPLAY = 10;
export const DEFAULT_RESTRICTION_MESSAGE = 'Sorry, we are unable to deliver to this address. Please choose a different delivery address.';
export const DEFAULT_RESTRICTED_MOBILE_MESSAGE = 'Sorry, we are unable to accept orders with this mobile number. Please use a different number.';

export const checkoutSettings = defineSettings(
  {
    'checkout/options/one_step_layout': '0',
    'checkout/options/selected_shipping_method': '',
    'checkout/sidebar/max_items_display_count': String(DEFAULT_MAX_CART_ITEMS_TO_DISPLAY),
    'checkout/shipping_notes/enabled': '0',
    'checkout/shipping_notes/max_length': String(DEFAULT_SHIPPING_NOTE_MAX_LENGTH),
    'checkout/restrictions/enabled': '0',
    'checkout/restrictions/postcodes': '',
    'checkout/restrictions/addresses': '',
    'checkout/restrictions/mobile_numbers': '',
    'checkout/restrictions/error_message': DEFAULT_RESTRICTION_MESSAGE,
    'checkout/restrictions/mobile_error_message': DEFAULT_RESTRICTED_MOBILE_MESSAGE,
    'checkout/address_limit/enabled': '0',
    'checkout/address_limit/config': '{}',
  },
  (get): { checkout: CheckoutSettings } => ({
    checkout: {
      oneStepLayout: get.flag('checkout/options/one_step_layout'),
      selectedShippingMethod: get.text('checkout/options/selected_shipping_method'),
      maxCartItemsToDisplay: get.int('checkout/sidebar/max_items_display_count') || DEFAULT_MAX_CART_ITEMS_TO_DISPLAY,
      shippingNotes: {
        enabled: get.flag('checkout/shipping_notes/enabled'),
        maxLength: get.int('checkout/shipping_notes/max_length') || DEFAULT_SHIPPING_NOTE_MAX_LENGTH,
      },
      restrictions: {
        enabled: get.flag('checkout/restrictions/enabled'),
        restrictedPostcodes: configList(get.text('checkout/restrictions/postcodes')),
        restrictedAddresses: get
          .text('checkout/restrictions/addresses')
          .split('\n')
          .map((entry) => entry.trim())
          .filter((entry) => entry.includes('|')),
        restrictedMobileNumbers: configList(get.text('checkout/restrictions/mobile_numbers')),
        errorMsg: get.text('checkout/restrictions/error_message') || DEFAULT_RESTRICTION_MESSAGE,
        restrictedMobileNoErrorMsg: get.text('checkout/restrictions/mobile_error_message') || DEFAULT_RESTRICTED_MOBILE_MESSAGE,
      },
      addressLimits: parseAddressLimits(get.flag('checkout/address_limit/enabled'), get.text('checkout/address_limit/config')),
    },
  }),
);
