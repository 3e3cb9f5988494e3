import { useRef, useState } from 'react';
import type { Address, PaymentDetails } from '../../../shared/web/api/types';
import {
  type CheckFailure,
  type DeliveryPointFacts,
  DEVICE_TRIAL_HIGHLIGHT_MS,
  DEVICE_TRIAL_SCROLL_OFFSET_PX,
  type ElectronicInvoice,
  firstBrowserFailure,
  type OrderAddressFacts,
  requiredAgreementIds,
  type RuledAddress,
} from '../domain';
import { useAgreements } from './agreements';
import { agreementInputId } from './checkout-agreements';
import { type CheckoutConfig, useCheckoutConfig } from './checkout-config';
import { DEVICE_TRIAL_INPUT_ID } from './device-trial-consent';
import { hasProductConsentCookie, setProductConsentCookie } from './product-consent';
import { restrictionsOf } from './use-shipping-form';
import { validateRetailerCode } from '../domain/retailer-code';
import { RETAILER_CODE_INPUT_ID } from './retailer-code-field';
import { retailerCodeStore } from './retailer-code-store';
import { setSummaryOpen } from './use-summary-open';

/**
 * What a caller knows before React re-renders: the consent just given in the popup, or the age step
 * that has just verified the shopper and places the order at once.
 */
export interface CheckOverrides {
  productConsent?: boolean;
  ageVerified?: boolean;
}

export const ORDER_CHECK_MESSAGE_ID = 'place-order-check-message';

/** What the payment step finds out just before the checks run: the pickup point, the billing address sent. */
export interface OrderFacts {
  /** Check 7: the delivery method with its saved pickup point (null when unknown: the server decides). */
  deliveryPoint?: DeliveryPointFacts | null;
  /** The billing address the order sends, when it differs from the one on the cart. */
  billingAddress?: Address | null;
}

/** An address as the page holds it (Magento's wire shape), as the store's rules read it. */
function ruledAddress(address: Address | null | undefined): RuledAddress | null {
  if (!address) return null;
  return {
    street: address.street,
    city: address.city,
    countryId: address.country_id,
    telephone: address.telephone,
    company: address.company ?? null,
    region: 'region' in address && typeof address.region === 'string' ? address.region : null,
    regionId: address.region_id ?? null,
    regionCode: address.region_code ?? null,
    postcode: address.postcode ?? null,
  };
}

/** Check 8's facts: the order's addresses and the store's rules from the checkout config. */
function orderAddressFacts(config: CheckoutConfig | undefined, details: PaymentDetails, billing: Address | null | undefined): OrderAddressFacts | null {
  if (!config?.restrictions || !config.bat_address_limit) return null;
  const shipping = details.extension_attributes?.shipping_address;
  return {
    shipping: ruledAddress(shipping),
    billing: ruledAddress(billing ?? details.extension_attributes?.billing_address ?? shipping),
    rules: {
      restrictions: restrictionsOf(config),
      addressLimits: config.bat_address_limit,
      localAddressRules: config.local_address_rules,
    },
  };
}

/** What the order carries of the shopper's answers (paymentMethod.extension_attributes). */
export interface OrderConsents {
  agreement_ids: number[];
  device_trial_consent?: boolean;
  product_consent?: boolean;
}

function focusById(id: string, offset = 0) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (offset) {
      const top = element.getBoundingClientRect().top + window.scrollY - offset;
      window.scrollTo({ top, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    } else element.focus();
  });
}

/**
 * Spec 002 §5 in the browser: the answers the checks need (agreements, consents, newsletter), the run
 * before payment-information that stops at the first failure and takes the shopper there, and the
 * newsletter saved before placing.
 */
export function useOrderChecks({
  details,
  isGuest,
  email,
  ageBlocked,
  onAnswerChange,
  invoiceFacts,
}: {
  details: PaymentDetails;
  isGuest: boolean;
  email?: string;
  ageBlocked: boolean;
  /** Check 5: the electronic invoice asked for and whether its form is valid (null where the store has none). */
  invoiceFacts?: () => ElectronicInvoice | null;
  /** An answer changed: a payment validated before (one-step layout) must be validated again. */
  onAnswerChange?: () => void;
}) {
  const agreements = useAgreements();
  const config = useCheckoutConfig();
  const [agreementIds, setAgreementIds] = useState<number[]>([]);
  const [trialAccepted, setTrialAccepted] = useState(false);
  const [productConsent, setProductConsent] = useState(hasProductConsentCookie);
  const [newsletter, setNewsletter] = useState(false);
  const [failure, setFailure] = useState<CheckFailure | null>(null);
  const [highlighted, setHighlighted] = useState(false);
  const [consentAsked, setConsentAsked] = useState(false);
  const [pickupAsked, setPickupAsked] = useState(false);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const list = agreements.data ?? [];
  const trial = details.extension_attributes?.device_trial;
  const deviceTrialRequired = trial?.hasDeviceTrialProductsInCart === true && trial.deviceTrialCheckboxEnabled;
  const productConsentConfig = config.data?.bat_product_consent;
  const productConsentRequired = productConsentConfig?.show_consent === true;
  const newsletterConfig = config.data?.newsletter?.enabled ? config.data.newsletter : null;

  function reveal(found: CheckFailure) {
    if (found.code === 'terms') focusById(agreementInputId(requiredAgreementIds(list)[0]));
    else if (found.code === 'agreements' && found.target) focusById(found.target);
    else if (found.target === 'device-trial') {
      // Spec 002 §4: scroll to the box (80 px offset) and highlight it for 4000 ms.
      focusById(DEVICE_TRIAL_INPUT_ID, DEVICE_TRIAL_SCROLL_OFFSET_PX);
      setHighlighted(true);
      clearTimeout(highlightTimer.current);
      highlightTimer.current = setTimeout(() => setHighlighted(false), DEVICE_TRIAL_HIGHLIGHT_MS);
    } else if (found.target === 'product-consent') setConsentAsked(true);
    // Spec 002 §5 check 7: the pickup method without a pickup point opens the pickup popup.
    else if (found.target === 'pickup-point') setPickupAsked(true);
    else if (found.code === 'email') focusById('customer-email');
    else focusById(ORDER_CHECK_MESSAGE_ID);
  }

  /** Runs the browser's checks; the order's answers when they pass, or null (the shopper is shown why). */
  function run(overrides: CheckOverrides = {}, facts: OrderFacts = {}): OrderConsents | null {
    const given = overrides.productConsent ?? productConsent;
    const limits = config.data?.cart_limits;
    const found = firstBrowserFailure({
      isGuest,
      email,
      agreements: list,
      agreementIds,
      ageBlocked: overrides.ageVerified ? false : ageBlocked,
      invoice: invoiceFacts?.() ?? null,
      basket: limits ? { lines: details.totals.items ?? [], limits } : null,
      deliveryPoint: facts.deliveryPoint ?? null,
      addresses: orderAddressFacts(config.data, details, facts.billingAddress),
      deviceTrialRequired,
      deviceTrialAccepted: trialAccepted,
      productConsentRequired,
      productConsentGiven: given,
    });
    setFailure(found);
    if (found) {
      reveal(found);
      return null;
    }
    // The retailer code is optional, but one the field refuses would be refused with the order: the shopper
    // is taken to the field (in the summary, opened if a phone had it closed), whose message says why.
    if (config.data?.retailerCode.enabled && validateRetailerCode(retailerCodeStore.get())) {
      setSummaryOpen(true);
      focusById(RETAILER_CODE_INPUT_ID);
      return null;
    }
    // Spec 002 §4: the consent cookie is cleared once validation passes (asked again next order).
    if (productConsentRequired) setProductConsentCookie(false);
    return {
      agreement_ids: agreementIds,
      ...(deviceTrialRequired ? { device_trial_consent: true } : {}),
      ...(productConsentRequired ? { product_consent: true } : {}),
    };
  }

  const clear = () => {
    setFailure(null);
    onAnswerChange?.();
  };
  return {
    loading: agreements.isPending,
    failure,
    run,
    /** An answer kept outside these checks changed (the electronic invoice form): the last failure goes. */
    answerChanged: clear,
    /** Check 7: the pickup popup the failed check opened; closed by the shopper or once a point is saved. */
    pickup: {
      asked: pickupAsked,
      close: () => setPickupAsked(false),
      chosen: () => {
        setPickupAsked(false);
        setFailure(null);
      },
    },
    /** Check 10: the shopper ticked 'Sign Up for Newsletter' (saved before the order is placed). */
    subscribeNewsletter: newsletterConfig !== null && newsletter,
    agreements: {
      list,
      accepted: agreementIds,
      onToggle: (id: number, checked: boolean) => {
        clear();
        setAgreementIds((ids) => (checked ? [...ids.filter((i) => i !== id), id] : ids.filter((i) => i !== id)));
      },
    },
    deviceTrial: trial?.hasDeviceTrialProductsInCart
      ? {
          trial,
          accepted: trialAccepted,
          highlighted,
          onChange: (value: boolean) => {
            clear();
            setTrialAccepted(value);
          },
        }
      : null,
    productConsent: productConsentRequired
      ? {
          message: productConsentConfig!.consent_message,
          given: productConsent,
          asked: consentAsked,
          onChange: (value: boolean) => {
            clear();
            setProductConsent(value);
            setProductConsentCookie(value);
          },
          closeAsk: () => setConsentAsked(false),
        }
      : null,
    newsletter: newsletterConfig
      ? {
          label: newsletterConfig.label,
          note: newsletterConfig.note_enabled ? newsletterConfig.note : null,
          checked: newsletter,
          onChange: (value: boolean) => {
            clear();
            setNewsletter(value);
          },
        }
      : null,
  };
}

export type OrderChecks = ReturnType<typeof useOrderChecks>;
