import type { Minor } from '../../../shared/domain/money';
import type { StoreSettings } from '../../stores/domain';
import { PAYPAL_BILLING_AGREEMENT, PAYPAL_EXPRESS, SUBSCRIBE_PRO, SUBSCRIBE_PRO_VAULT, WORLDPAY_APM, WORLDPAY_CC, WORLDPAY_WALLETS } from './method-codes';

export interface PaymentContext {
  /** Grand total before any payment-method fee. */
  grandTotal: Minor;
  countryId: string | null;
  /** A line of the basket is a subscription. */
  hasSubscription: boolean;
  /** The basket is a signed-in customer's. */
  isCustomer: boolean;
  /** The saved payment methods the shopper holds an instrument for (a PayPal billing agreement), by code. */
  savedMethods?: readonly string[];
}

export interface PaymentSettings {
  free: { enabled: boolean; title: string };
  cashOnDelivery: { enabled: boolean; title: string; fee: Minor; maxOrderTotal: Minor };
  /** Cards through the gateway (`payment/worldpay_cc/*`). */
  card: { enabled: boolean; title: string };
  /** Alternative payments through the gateway (`payment/worldpay_apm/*`): offered where one of its types can be used. */
  apm: { enabled: boolean; title: string; countries: string[] };
  /** A new card kept as a subscription payment profile (`payment/subscribe_pro/*`), and paying with a saved profile (`payment/subscribe_pro_vault/active`). */
  subscribePro: { enabled: boolean; title: string; vaultEnabled: boolean };
  /** PayPal Express Checkout (`payment/paypal_express/*`): the shopper approves the payment on PayPal's page. */
  paypalExpress: { enabled: boolean; title: string };
  /** A saved PayPal account (`payment/paypal_billing_agreement/*`): offered to a customer who holds one. */
  paypalBillingAgreement: { enabled: boolean; title: string };
  /** Wallets through the browser's Payment Request API (`payment/worldpay_wallets/*`). */
  wallets: { enabled: boolean; title: string };
}

/**
 * A payment method is a small rule object: when it is offered, and what it adds to the total.
 * New methods (cards, alternative methods) slot in by adding one to `paymentMethods`.
 */
interface PaymentMethod {
  code: string;
  title(settings: PaymentSettings): string;
  isAvailable(context: PaymentContext, settings: PaymentSettings): boolean;
  fee(settings: PaymentSettings): Minor;
  /** Why the method cannot pay this basket, in the shopper's words, where it says more than 'not available'. */
  refusal?(context: PaymentContext, settings: PaymentSettings): string | null;
}

const FREE_METHOD_CODE = 'free';

const free: PaymentMethod = {
  code: FREE_METHOD_CODE,
  title: (s) => s.free.title,
  isAvailable: (c, s) => s.free.enabled && c.grandTotal <= 0,
  fee: () => 0,
};

const cashOnDelivery: PaymentMethod = {
  code: 'cashondelivery',
  title: (s) => s.cashOnDelivery.title,
  isAvailable: (c, s) => s.cashOnDelivery.enabled && c.grandTotal > 0 && c.grandTotal <= s.cashOnDelivery.maxOrderTotal,
  fee: (s) => s.cashOnDelivery.fee,
};

const card: PaymentMethod = {
  code: WORLDPAY_CC,
  title: (s) => s.card.title,
  isAvailable: (c, s) => s.card.enabled && c.grandTotal > 0,
  fee: () => 0,
};

const alternative: PaymentMethod = {
  code: WORLDPAY_APM,
  title: (s) => s.apm.title,
  isAvailable: (c, s) => s.apm.enabled && c.grandTotal > 0 && c.countryId !== null && s.apm.countries.includes(c.countryId),
  fee: () => 0,
};

/** A guest's subscription basket: its renewals need an account to charge (the card form asks a guest to sign in to save a card too). */
export const SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT = 'Please sign in to pay for a subscription: its renewals are charged to a card saved in your account.';
export const SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION = 'This payment method is only for baskets with a subscription. Please choose another payment method.';

/** Why a basket cannot be paid with a subscription payment profile (none: it can). */
export function subscriptionPaymentRefusal(context: Pick<PaymentContext, 'hasSubscription' | 'isCustomer'>): string | null {
  if (!context.hasSubscription) return SUBSCRIPTION_PAYMENT_NEEDS_SUBSCRIPTION;
  if (!context.isCustomer) return SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT;
  return null;
}

/** subscribe_pro: offered by the store's setting to a customer whose basket holds a subscription line. */
const subscriptionCard: PaymentMethod = {
  code: SUBSCRIBE_PRO,
  title: (s) => s.subscribePro.title,
  isAvailable: (c, s) => s.subscribePro.enabled && c.grandTotal > 0 && subscriptionPaymentRefusal(c) === null,
  fee: () => 0,
  refusal: (c, s) => (s.subscribePro.enabled ? subscriptionPaymentRefusal(c) : null),
};

const paypalExpress: PaymentMethod = {
  code: PAYPAL_EXPRESS,
  title: (s) => s.paypalExpress.title,
  isAvailable: (c, s) => s.paypalExpress.enabled && c.grandTotal > 0,
  fee: () => 0,
};

/** Magento's rule: the billing agreement is offered only to a shopper who holds one. */
const paypalBillingAgreement: PaymentMethod = {
  code: PAYPAL_BILLING_AGREEMENT,
  title: (s) => s.paypalBillingAgreement.title,
  isAvailable: (c, s) => s.paypalBillingAgreement.enabled && c.grandTotal > 0 && (c.savedMethods ?? []).includes(PAYPAL_BILLING_AGREEMENT),
  fee: () => 0,
};

const wallets: PaymentMethod = {
  code: WORLDPAY_WALLETS,
  title: (s) => s.wallets.title,
  isAvailable: (c, s) => s.wallets.enabled && c.grandTotal > 0,
  fee: () => 0,
};

// Alternative payments, PayPal and wallets come last: cards and cash on delivery keep their places.
const paymentMethods: PaymentMethod[] = [free, card, subscriptionCard, cashOnDelivery, alternative, paypalExpress, paypalBillingAgreement, wallets];

/** A method's title in a store (an order's e-mail names it); null for a method of another feature or none. */
export function paymentMethodTitle(code: string, settings: PaymentSettings): string | null {
  return paymentMethods.find((m) => m.code === code)?.title(settings) ?? null;
}

export interface OfferedMethod {
  code: string;
  title: string;
}

/**
 * A payment method another feature brings (PayU…), read from that feature's own store settings: the app
 * lists them (src/app/server/payment-methods.ts) and pricing hands them in with the store's settings; they
 * come after the gateway's methods and add no fee.
 */
export interface MethodOfferedElsewhere {
  code: string;
  /** Its title where the store offers it for this order, else null. */
  offer(context: PaymentContext, settings: StoreSettings): string | null;
}

/** The other features' methods, with the store's settings they are offered by. */
export interface MethodsElsewhere {
  methods: readonly MethodOfferedElsewhere[];
  store: StoreSettings;
}

/**
 * Spec 000 §4: when the free method is offered (grand total 0 or less) it is the only one;
 * otherwise it is hidden. With `elsewhere`, the other features' methods are offered too.
 */
export function availablePaymentMethods(context: PaymentContext, settings: PaymentSettings, elsewhere?: MethodsElsewhere): OfferedMethod[] {
  const offered = paymentMethods.filter((m) => m.isAvailable(context, settings));
  const freeMethod = offered.find((m) => m.code === FREE_METHOD_CODE);
  if (freeMethod && context.grandTotal <= 0) return [{ code: freeMethod.code, title: freeMethod.title(settings) }];
  const own = offered.filter((m) => m.code !== FREE_METHOD_CODE).map((m) => ({ code: m.code, title: m.title(settings) }));
  const others = elsewhere && context.grandTotal > 0 ? elsewhere.methods.map((m) => ({ code: m.code, title: m.offer(context, elsewhere.store) })) : [];
  return [...own, ...others.filter((m): m is OfferedMethod => m.title !== null)];
}

/** The method the page should select: the previous one if still offered, or the only one. */
export function resolveSelectedMethod(offered: OfferedMethod[], previous: string | null): string | null {
  if (previous && offered.some((m) => m.code === previous)) return previous;
  return offered.length === 1 ? offered[0].code : null;
}

export function paymentFee(code: string | null, settings: PaymentSettings): Minor {
  const method = paymentMethods.find((m) => m.code === code);
  return method ? method.fee(settings) : 0;
}

export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';

/**
 * Whether a method the shopper sent may pay the basket: null when it is among the methods `offered` for it
 * (availablePaymentMethods' answer), else why not (the method's own reason, or 'not available'). A saved
 * subscription profile (`subscribe_pro_vault`) is not listed on its own: it is chosen inside the subscription
 * card's block, and pays wherever that method is offered.
 */
export function paymentMethodRefusal(code: string, offered: readonly OfferedMethod[], context: PaymentContext, settings: PaymentSettings): string | null {
  const listed = code === SUBSCRIBE_PRO_VAULT && settings.subscribePro.vaultEnabled ? SUBSCRIBE_PRO : code;
  if (offered.some((m) => m.code === listed)) return null;
  return paymentMethods.find((m) => m.code === listed)?.refusal?.(context, settings) ?? PAYMENT_METHOD_NOT_AVAILABLE;
}
