import { ruleFailureText } from '../../../shared/domain/validation';
import { AGE_NOT_VALIDATED } from '../../age-verification/domain';
import { basketItemCount, basketSizeFailure, type BasketSizeLimits } from '../../cart/domain';
import { emailField } from '../../customers/domain';
import { pickupOrderFailure } from '../../pickup-points/domain';
import { type AddressRuleSettings, addressRuleFailure, type RuledAddress } from './address-rules';
import { acceptedAgreementIds, type AgreementDto, requiredAgreementIds } from './agreements';
import { EMAIL_INVALID } from './payment-input';

/**
 * Spec 002 §5: the checks before an order is placed, in their order. The browser runs its share for
 * instant feedback and stops at the first failure; the server runs every check it can know, in the
 * same order, whatever the browser sent.
 */
export type CheckSide = 'browser' | 'server' | 'both';

export const TERMS_NOT_ACCEPTED = 'Please accept the terms and conditions before placing your order.';
export const AGREEMENT_REQUIRED = 'This is a required field.';
export const ELECTRONIC_INVOICE_INVALID = 'The electronic invoice form has some invalid fields';
/** Not shown in the spec: the words when the device-trial consent box is left unticked. */
export const DEVICE_TRIAL_CONSENT_REQUIRED = 'Please agree to the Device Trial Terms and Conditions to place your order.';
/** Not shown in the spec: the words when the product consent is not given. */
export const PRODUCT_CONSENT_REQUIRED = 'Please give your consent to place your order.';
/** Said by the cart (spec 002 §5 check 6: the cart's own messages); named here for the registry. */
const CART_LIMITS_MESSAGE = '(the cart’s own message)';
/** Check 7's own messages are pickup-points' and parcel-shops' (rules not shown for service points). */
const DELIVERY_POINT_MESSAGE = '(the pickup point’s or service point’s own message)';
/** Check 8's messages are the store's restriction messages and the telephone rules (spec 002 §5 Other). */
const PHONE_RESTRICTION_MESSAGE = '(the store’s restriction or telephone message)';
/** Not shown in the spec: newsletter-subscribe in a store without the newsletter. */
export const NEWSLETTER_DISABLED = 'The newsletter is not available in this store.';
/** Check 10 cannot fail the order: a refused subscription is shown, the order goes on. */
const NEWSLETTER_MESSAGE = '';

export const PLACE_ORDER_CHECKS = [
  { step: 1, code: 'email', message: EMAIL_INVALID, side: 'both' },
  { step: 2, code: 'terms', message: TERMS_NOT_ACCEPTED, side: 'both' },
  { step: 3, code: 'agreements', message: AGREEMENT_REQUIRED, side: 'both' },
  { step: 4, code: 'age', message: AGE_NOT_VALIDATED, side: 'both' },
  { step: 5, code: 'electronic-invoice', message: ELECTRONIC_INVOICE_INVALID, side: 'both' },
  { step: 6, code: 'quantity-limits', message: CART_LIMITS_MESSAGE, side: 'both' },
  { step: 7, code: 'delivery-point', message: DELIVERY_POINT_MESSAGE, side: 'both' },
  { step: 8, code: 'phone-restrictions', message: PHONE_RESTRICTION_MESSAGE, side: 'both' },
  { step: 9, code: 'consents', message: DEVICE_TRIAL_CONSENT_REQUIRED, side: 'both' },
  { step: 10, code: 'newsletter', message: NEWSLETTER_MESSAGE, side: 'browser' },
] as const satisfies readonly { step: number; code: string; message: string; side: CheckSide }[];

export type PlaceOrderCheck = (typeof PLACE_ORDER_CHECKS)[number];
type CheckCode = PlaceOrderCheck['code'];
export type ServerCheckCode = Extract<PlaceOrderCheck, { side: 'server' | 'both' }>['code'];
type BrowserCheckCode = Extract<PlaceOrderCheck, { side: 'browser' | 'both' }>['code'];

// Read as any side: the registry may hold no check of one side at a time.
const sideOf = (check: { side: CheckSide }): CheckSide => check.side;
export const SERVER_CHECKS = PLACE_ORDER_CHECKS.filter((c) => sideOf(c) !== 'browser') as Extract<PlaceOrderCheck, { side: 'server' | 'both' }>[];
export const BROWSER_CHECKS = PLACE_ORDER_CHECKS.filter((c) => sideOf(c) !== 'server') as Extract<PlaceOrderCheck, { side: 'browser' | 'both' }>[];

/** A failed check: its code, the spec's message, and which agreement or box it is about. */
export interface CheckFailure {
  code: CheckCode;
  message: string;
  /**
   * What it is about: the agreement left unticked (check 3), the pickup point (check 7), the shipping or
   * billing address (check 8), or the consent box (check 9).
   */
  target?: string;
}

const fail = (code: CheckCode, message: string, target?: string): CheckFailure => (target ? { code, message, target } : { code, message });

/** Check 1: a guest's email must be valid (customers are known by their account). */
export function checkEmail(isGuest: boolean, email: string | null | undefined): CheckFailure | null {
  if (!isGuest) return null;
  return email && emailField.safeParse(email).success ? null : fail('email', EMAIL_INVALID);
}

/**
 * Check 2: the terms block under the active method. With required agreements and none ticked, the
 * shopper has not accepted the terms at all.
 */
export function checkTerms(agreements: readonly AgreementDto[], sent: readonly (string | number)[] | null | undefined): CheckFailure | null {
  const required = requiredAgreementIds(agreements);
  if (required.length === 0) return null;
  const accepted = acceptedAgreementIds(sent);
  return required.some((id) => accepted.has(id)) ? null : fail('terms', TERMS_NOT_ACCEPTED);
}

/** Check 3: every required (manual) agreement is ticked; the first one left is named. */
export function checkAgreements(agreements: readonly AgreementDto[], sent: readonly (string | number)[] | null | undefined): CheckFailure | null {
  const accepted = acceptedAgreementIds(sent);
  const missing = requiredAgreementIds(agreements).find((id) => !accepted.has(id));
  return missing === undefined ? null : fail('agreements', AGREEMENT_REQUIRED, `agreement-${missing}`);
}

/** The electronic invoice (Mexico): whether the shopper asked for one, and whether the saved form is valid. */
export interface ElectronicInvoice {
  receiveInvoice: boolean;
  isValid: boolean;
}

/** Check 5: when the shopper asks for an electronic invoice, its form must be valid. */
export function checkElectronicInvoice(invoice: ElectronicInvoice | null | undefined): CheckFailure | null {
  if (!invoice?.receiveInvoice) return null;
  return invoice.isValid ? null : fail('electronic-invoice', ELECTRONIC_INVOICE_INVALID);
}

/**
 * Check 6: the basket's size within the store's limits, in the cart's own words (the same rule the basket
 * page and the server hold). The subscription packs' limits need the server's view of the lines.
 */
function checkQuantityLimits(lines: ReadonlyArray<{ readonly qty: number }>, limits: BasketSizeLimits): CheckFailure | null {
  const size = basketSizeFailure(basketItemCount(lines), limits);
  return size ? fail('quantity-limits', ruleFailureText(size)) : null;
}

/** The delivery method chosen for the basket, and whether a pickup point is saved for it. */
export interface DeliveryPointFacts {
  carrierCode: string | null | undefined;
  methodCode: string | null | undefined;
  hasPickup: boolean;
}

/**
 * Check 7: the pickup method without a pickup point blocks the order (the page opens the pickup popup);
 * pickup-points' own rule and message. Service points are checked by the server alone (rules not shown).
 */
function checkDeliveryPoint(facts: DeliveryPointFacts | null | undefined): CheckFailure | null {
  if (!facts?.carrierCode || !facts.methodCode) return null;
  const message = pickupOrderFailure({ carrierCode: facts.carrierCode, methodCode: facts.methodCode }, facts.hasPickup);
  return message ? fail('delivery-point', message, 'pickup-point') : null;
}

/** The addresses the order will carry, with the store's rules for them. */
export interface OrderAddressFacts {
  shipping: RuledAddress | null | undefined;
  billing: RuledAddress | null | undefined;
  rules: AddressRuleSettings;
}

/**
 * Check 8: the store's rules on the shipping, then the billing address's telephone (the country's rule,
 * the restricted numbers), as when the addresses were saved: settings may have changed since.
 */
function checkPhoneRestrictions(facts: OrderAddressFacts | null | undefined): CheckFailure | null {
  if (!facts) return null;
  for (const role of ['shipping', 'billing'] as const) {
    const address = facts[role];
    const failure = address ? addressRuleFailure(address, role, facts.rules) : null;
    if (failure) return fail('phone-restrictions', ruleFailureText(failure), role);
  }
  return null;
}

export interface ConsentFacts {
  /** The store runs device trials, its consent box is on, and a trial device is in the cart. */
  deviceTrialRequired: boolean;
  deviceTrialAccepted: boolean;
  /** The store asks for product consent (bat_product_consent.show_consent). */
  productConsentRequired: boolean;
  productConsentGiven: boolean;
}

/** Check 9: the device-trial consent, then the product consent. */
export function checkConsents(facts: ConsentFacts): CheckFailure | null {
  if (facts.deviceTrialRequired && !facts.deviceTrialAccepted) return fail('consents', DEVICE_TRIAL_CONSENT_REQUIRED, 'device-trial');
  if (facts.productConsentRequired && !facts.productConsentGiven) return fail('consents', PRODUCT_CONSENT_REQUIRED, 'product-consent');
  return null;
}

/** What the payment step knows when Place Order is pressed. */
export interface BrowserCheckFacts extends ConsentFacts {
  isGuest: boolean;
  email: string | null | undefined;
  agreements: readonly AgreementDto[];
  agreementIds: readonly number[];
  /** The age step is shown and not done (the server says the same with AGE_NOT_VALIDATED). */
  ageBlocked: boolean;
  invoice: ElectronicInvoice | null;
  /** Check 6: the basket's lines and the store's limits (null where the page does not know them). */
  basket?: { lines: ReadonlyArray<{ readonly qty: number }>; limits: BasketSizeLimits } | null;
  /** Check 7: the delivery method and its pickup point. */
  deliveryPoint?: DeliveryPointFacts | null;
  /** Check 8: the order's addresses and the store's rules. */
  addresses?: OrderAddressFacts | null;
}

/** The browser's share of the checks, in the registry's order: the first failure, or null. */
export function firstBrowserFailure(facts: BrowserCheckFacts): CheckFailure | null {
  const run: Record<BrowserCheckCode, () => CheckFailure | null> = {
    email: () => checkEmail(facts.isGuest, facts.email),
    terms: () => checkTerms(facts.agreements, facts.agreementIds),
    agreements: () => checkAgreements(facts.agreements, facts.agreementIds),
    age: () => (facts.ageBlocked ? fail('age', AGE_NOT_VALIDATED) : null),
    'electronic-invoice': () => checkElectronicInvoice(facts.invoice),
    'quantity-limits': () => (facts.basket ? checkQuantityLimits(facts.basket.lines, facts.basket.limits) : null),
    'delivery-point': () => checkDeliveryPoint(facts.deliveryPoint),
    'phone-restrictions': () => checkPhoneRestrictions(facts.addresses),
    consents: () => checkConsents(facts),
    // Saved by the page before placing; nothing to refuse.
    newsletter: () => null,
  };
  for (const check of BROWSER_CHECKS) {
    const failure = run[check.code]();
    if (failure) return failure;
  }
  return null;
}
