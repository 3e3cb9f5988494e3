import type { StoreSettings } from '../../stores/domain';
import { paymentCheckoutConfig } from '../../payment/domain';
import { type AgreementDto, checkoutAgreementsConfig } from './agreements';

/** The content blocks' HTML the checkout places (cms_block, delivery_cms_block); '' where a store has none. */
export interface CheckoutCmsBlocks {
  consent: string;
  delivery: string;
}

const NO_BLOCKS: CheckoutCmsBlocks = { consent: '', delivery: '' };

/**
 * The checkout's settings as the page reads them: Magento's `checkoutConfig` keys where the spec names
 * them (§3). The restriction lists travel too, as in Magento, so the form can warn at once; the server
 * checks them again whatever the page says.
 */
export function checkoutConfigDto(settings: StoreSettings, agreements: readonly AgreementDto[] = [], blocks: CheckoutCmsBlocks = NO_BLOCKS) {
  const { checkout } = settings;
  return {
    one_step_layout: checkout.oneStepLayout,
    selectedShippingMethod: checkout.selectedShippingMethod || null,
    maxCartItemsToDisplay: checkout.maxCartItemsToDisplay,
    enabled_shipping_notes: checkout.shippingNotes.enabled,
    max_length: checkout.shippingNotes.maxLength,
    restrictions: {
      enabled: checkout.restrictions.enabled,
      restrictedPostcodes: checkout.restrictions.restrictedPostcodes,
      restrictedAddresses: checkout.restrictions.restrictedAddresses,
      restrictedMobileNo: checkout.restrictions.restrictedMobileNumbers,
      errorMsg: checkout.restrictions.errorMsg,
      restrictedMobileNoErrorMsg: checkout.restrictions.restrictedMobileNoErrorMsg,
    },
    bat_address_limit: checkout.addressLimits,
    /** The store's own country's postcode and region rules refuse, not only warn (the US and Dutch stores). */
    local_address_rules: checkout.localAddressRules,
    /** Spec 002 §5 check 6: the basket's size limits (the cart's), checked again before the order is placed. */
    cart_limits: { min: settings.basket.cartMinQty, max: settings.basket.cartMaxQty },
    /** 'To a gift registry' on the shipping step. */
    gift_registry_enabled: settings.giftRegistry.enabled,
    /** Delivery prices excluding and/or including tax, as the store shows its prices. */
    shipping_tax_display: settings.taxDisplay,
    /** Spec 002 §3 product consent (bat_product_consent). */
    bat_product_consent: { show_consent: checkout.productConsent.showConsent, consent_message: checkout.productConsent.consentMessage },
    /** Spec 002 §3 checkoutAgreements: the store's terms and other agreements (as `carts/licence`). */
    checkoutAgreements: checkoutAgreementsConfig(agreements),
    /** The payment step's store settings: the Latin-American card fields and the electronic invoice. */
    payment: paymentCheckoutConfig(settings.worldpay),
    /** Spec 002 §2: the browser replaces its location with this page once the order is placed. */
    defaultSuccessPageUrl: checkout.defaultSuccessPageUrl,
    // Content blocks and the billing address (spec 001 §3, spec 002 §3)
    /** The consent notice in the order summary: the store's block, as HTML. */
    cms_block: blocks.consent,
    /** The note under the delivery methods: the store's block, as HTML. */
    delivery_cms_block: blocks.delivery,
    reloadOnBillingAddress: checkout.reloadOnBillingAddress,
    displayBillingOnPaymentMethod: checkout.displayBillingOnPaymentMethod,
    // Order summary (spec 002 §2, §3)
    /** Magento's shipping policy: the summary's tooltip, with the store's text. */
    shippingPolicy: { isEnabled: checkout.summary.shippingPolicy !== null, shippingPolicyContent: checkout.summary.shippingPolicy ?? '' },
    /** The indirect-tax line; indTaxAmount is the store's rate in percent of the grand total, not an amount. */
    indTaxEnabled: checkout.summary.indirectTax.enabled,
    indTaxAmount: checkout.summary.indirectTax.ratePercent,
    indTaxLabel: checkout.summary.indirectTax.label,
    /** Not shown in the spec: the store's time zone, for the subscription's next processing date. */
    storeTimeZone: settings.timeZone,
    /** Spec 002 §3 newsletter config; is_subscribed is the shopper's own (not known before the email). */
    newsletter: {
      enabled: checkout.newsletter.enabled,
      is_subscribed: false,
      note_enabled: checkout.newsletter.noteEnabled,
      note: checkout.newsletter.note,
      label: checkout.newsletter.label,
    },
    // Retailer code (spec 002 §3 retailerCode.enabled); the field's rule is domain/retailer-code.ts
    retailerCode: { enabled: checkout.retailerCode.enabled },
  };
}

export type CheckoutConfigDto = ReturnType<typeof checkoutConfigDto>;
