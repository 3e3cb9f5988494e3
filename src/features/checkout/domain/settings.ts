import { defineSettings } from '../../../shared/domain/settings';
import { type AddressLimits, parseAddressLimits } from './address-limits';
import { configList, type ShippingRestrictions } from './restrictions';
import { parsePercent } from './order-summary';

/** How a store's checkout behaves (Magento's checkoutConfig, spec 001 §3). */
export interface CheckoutSettings {
  /** Shipping and payment on one screen, with a fixed Place order button. */
  oneStepLayout: boolean;
  shippingNotes: { enabled: boolean; maxLength: number };
  restrictions: ShippingRestrictions;
  addressLimits: AddressLimits;
  /**
   * The store's own country's address rules are enforced, not only advised: the postcode's shape where
   * the shop knows it (US ZIP codes, Dutch postcodes) and a listed region where the country has them,
   * for guests too (the US and Dutch stores).
   */
  localAddressRules: boolean;
  /** The order summary lists only the last N lines (maxCartItemsToDisplay). */
  maxCartItemsToDisplay: number;
  /** 'carrier_method' chosen first when the rates arrive, if offered. */
  selectedShippingMethod: string;
  /** Terms and conditions and other agreements are asked for (Magento's checkout/options/enable_agreements). */
  agreementsEnabled: boolean;
  /** Spec 002 §3 device trial config: the consent box and the trial's length in days. */
  deviceTrial: { checkboxEnabled: boolean; duration: number };
  /** Spec 002 §3 bat_product_consent: the consent box, its popup's words. */
  productConsent: { showConsent: boolean; consentMessage: string };
  /** Spec 002 §3 newsletter config: the 'Sign Up for Newsletter' box on the payment step. */
  newsletter: { enabled: boolean; label: string; noteEnabled: boolean; note: string };
  /** Spec 002 §2, §3 defaultSuccessPageUrl: where the browser goes once the order is placed. */
  defaultSuccessPageUrl: string;
  // Retailer code (spec 002 §2, §3)
  /** Spec 002 §3 retailerCode.enabled: 'Enter retailer code' in the summary, kept with the order. */
  retailerCode: { enabled: boolean };
  // Content blocks and the billing address (spec 001 §3, spec 002 §3)
  /** The content blocks the checkout places, by identifier (Magento style): '' places none. */
  cmsBlocks: { consent: string; delivery: string };
  /** reloadOnBillingAddress: the payment methods and totals are read again once the billing address is saved. */
  reloadOnBillingAddress: boolean;
  /** displayBillingOnPaymentMethod: the billing address sits inside the chosen payment method, not once on the page. */
  displayBillingOnPaymentMethod: boolean;
  // Order summary (spec 002 §2, §3): shipping policy, indirect tax, device trial note
  /** The order summary's extras. */
  summary: OrderSummarySettings;
}

// Order summary (spec 002 §2, §3)
interface OrderSummarySettings {
  /** The shipping policy tooltip's text (Magento's shipping/shipping_policy); null when the store shows none. */
  shippingPolicy: string | null;
  /** The indirect-tax line: indTaxAmount is a rate in percent of the grand total (see indirectTaxAmount). */
  indirectTax: { enabled: boolean; ratePercent: number; label: string };
  /** The device trial's note in the summary, when the cart holds a trial device. */
  deviceTrialShowInSummary: boolean;
}
/** Not shown in the spec: the indirect-tax line's label when the store names none. */
const DEFAULT_INDIRECT_TAX_LABEL = 'Approximate taxes included';

declare module '../../stores/domain' {
  interface StoreSettings {
    checkout: CheckoutSettings;
  }
}

/** Not shown in the spec: a note long enough for a safe place or a gate code, short enough for a label. */
const DEFAULT_SHIPPING_NOTE_MAX_LENGTH = 250;
/** Not shown in the spec: the summary shows the last 10 lines, as Magento's default. */
const DEFAULT_MAX_CART_ITEMS_TO_DISPLAY = 10;
export const DEFAULT_RESTRICTION_MESSAGE = 'Sorry, we are unable to deliver to this address. Please choose a different delivery address.';
export const DEFAULT_RESTRICTED_MOBILE_MESSAGE = 'Sorry, we are unable to accept orders with this mobile number. Please use a different number.';

/** Not shown in the spec: the length of a device trial when the store names none. */
const DEFAULT_DEVICE_TRIAL_DAYS = 14;
/** Not shown in the spec: the product consent's words when the store names none. */
const DEFAULT_PRODUCT_CONSENT_MESSAGE = 'I confirm that I am over 18, that I already smoke or vape, and that I consent to buying nicotine products.';
const DEFAULT_NEWSLETTER_LABEL = 'Sign Up for Newsletter';
/** Not shown in the spec: the shop's own success page (Magento's checkout/onepage/success). */
export const DEFAULT_SUCCESS_PAGE_URL = '/checkout/onepage/success';

/**
 * The configured success page: a path on this site or an http(s) address; anything else (blank, another
 * scheme, a protocol-relative '//host') is the shop's own success page.
 */
export function successPageUrl(value: string): string {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (/^https?:\/\/[^/\\]/i.test(url)) return url;
  return DEFAULT_SUCCESS_PAGE_URL;
}

// Content blocks and the billing address (spec 001 §3, spec 002 §3)
/** Not shown in the spec: the consent notice's block in the order summary (cms_block). */
const DEFAULT_CONSENT_BLOCK = 'checkout-consent-notice';
/** Not shown in the spec: the block under the delivery methods (delivery_cms_block). */
const DEFAULT_DELIVERY_BLOCK = 'checkout-delivery';
/** Magento's checkout/options/display_billing_address_on: 0 inside each payment method, 1 once on the payment page. */
const BILLING_ON_PAYMENT_METHOD = '0';
const BILLING_ON_PAYMENT_PAGE = '1';

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
    'checkout/address/local_rules': '0',
    'checkout/options/enable_agreements': '0',
    'devicetrial/general/checkbox_enabled': '1',
    'devicetrial/general/duration': String(DEFAULT_DEVICE_TRIAL_DAYS),
    'bat_product_consent/general/show_consent': '0',
    'bat_product_consent/general/consent_message': DEFAULT_PRODUCT_CONSENT_MESSAGE,
    'newsletter/general/active': '0',
    'newsletter/checkout/label': DEFAULT_NEWSLETTER_LABEL,
    'newsletter/checkout/note_enabled': '0',
    'newsletter/checkout/note': '',
    'checkout/options/default_success_page_url': DEFAULT_SUCCESS_PAGE_URL,
    // Retailer code (spec 002 §3 retailerCode.enabled)
    'checkout/retailer_code/enabled': '0',
    // Content blocks and the billing address
    'checkout/cms/consent_block': DEFAULT_CONSENT_BLOCK,
    'checkout/cms/delivery_block': DEFAULT_DELIVERY_BLOCK,
    // Not shown in the spec: on, as spec 001 §7 reads the payment information again after the billing address.
    'checkout/options/reload_on_billing_address': '1',
    // Not shown in the spec: once on the payment page, as the shop has always shown it.
    'checkout/options/display_billing_address_on': BILLING_ON_PAYMENT_PAGE,
    // Order summary (spec 002 §2, §3)
    'shipping/shipping_policy/enable_shipping_policy': '0',
    'shipping/shipping_policy/shipping_policy_content': '',
    'checkout/indirect_tax/enabled': '0',
    'checkout/indirect_tax/rate': '0',
    'checkout/indirect_tax/label': DEFAULT_INDIRECT_TAX_LABEL,
    'devicetrial/general/show_in_summary': '1',
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
      localAddressRules: get.flag('checkout/address/local_rules'),
      agreementsEnabled: get.flag('checkout/options/enable_agreements'),
      deviceTrial: {
        checkboxEnabled: get.flag('devicetrial/general/checkbox_enabled'),
        duration: get.int('devicetrial/general/duration') || DEFAULT_DEVICE_TRIAL_DAYS,
      },
      productConsent: {
        showConsent: get.flag('bat_product_consent/general/show_consent'),
        consentMessage: get.text('bat_product_consent/general/consent_message') || DEFAULT_PRODUCT_CONSENT_MESSAGE,
      },
      newsletter: {
        enabled: get.flag('newsletter/general/active'),
        label: get.text('newsletter/checkout/label') || DEFAULT_NEWSLETTER_LABEL,
        noteEnabled: get.flag('newsletter/checkout/note_enabled'),
        note: get.text('newsletter/checkout/note'),
      },
      defaultSuccessPageUrl: successPageUrl(get.text('checkout/options/default_success_page_url')),
      // Retailer code
      retailerCode: { enabled: get.flag('checkout/retailer_code/enabled') },
      // Content blocks and the billing address
      cmsBlocks: { consent: get.text('checkout/cms/consent_block').trim(), delivery: get.text('checkout/cms/delivery_block').trim() },
      reloadOnBillingAddress: get.flag('checkout/options/reload_on_billing_address'),
      displayBillingOnPaymentMethod: get.text('checkout/options/display_billing_address_on').trim() === BILLING_ON_PAYMENT_METHOD,
      // Order summary (spec 002 §2, §3)
      summary: {
        shippingPolicy: get.flag('shipping/shipping_policy/enable_shipping_policy')
          ? get.text('shipping/shipping_policy/shipping_policy_content').trim() || null
          : null,
        indirectTax: {
          enabled: get.flag('checkout/indirect_tax/enabled'),
          ratePercent: parsePercent(get.text('checkout/indirect_tax/rate')),
          label: get.text('checkout/indirect_tax/label').trim() || DEFAULT_INDIRECT_TAX_LABEL,
        },
        deviceTrialShowInSummary: get.flag('devicetrial/general/show_in_summary'),
      },
    },
  }),
);
