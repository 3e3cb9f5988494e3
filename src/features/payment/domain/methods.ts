import type { Minor } from '../../../shared/domain/money';
import type { StoreSettings } from '../../stores/domain';

export interface PaymentContext {
  /** Grand total before any payment-method fee. */
  grandTotal: Minor;
  countryId: string | null;
}

export interface PaymentSettings {
  free: { enabled: boolean; title: string };
  cashOnDelivery: { enabled: boolean; title: string; fee: Minor; maxOrderTotal: Minor };
  /** Cards through the gateway (`payment/worldpay_cc/*`). */
  card: { enabled: boolean; title: string };
  /** Alternative payments through the gateway (`payment/worldpay_apm/*`): offered where one of its types can be used. */
  apm: { enabled: boolean; title: string; countries: string[] };
}

/**
 * A payment method is a small rule object: when it is offered, and what it adds to the total.
 * New methods (cards, alternative methods) slot in by adding one to `paymentMethods`.
 */
export interface PaymentMethod {
  code: string;
  title(settings: PaymentSettings): string;
  isAvailable(context: PaymentContext, settings: PaymentSettings): boolean;
  fee(settings: PaymentSettings): Minor;
}

export const FREE_METHOD_CODE = 'free';

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
  code: 'worldpay_cc',
  title: (s) => s.card.title,
  isAvailable: (c, s) => s.card.enabled && c.grandTotal > 0,
  fee: () => 0,
};

const alternative: PaymentMethod = {
  code: 'worldpay_apm',
  title: (s) => s.apm.title,
  isAvailable: (c, s) => s.apm.enabled && c.grandTotal > 0 && c.countryId !== null && s.apm.countries.includes(c.countryId),
  fee: () => 0,
};

// Alternative payments come last: cards and cash on delivery keep their places.
export const paymentMethods: PaymentMethod[] = [free, card, cashOnDelivery, alternative];

export interface OfferedMethod {
  code: string;
  title: string;
}

/**
 * A payment method another feature brings (PayU…), read from that feature's own store settings: the app
 * registers them at start-up (`offerPaymentMethods`); they come after the gateway's methods and add no fee.
 */
export interface MethodOfferedElsewhere {
  code: string;
  /** Its title where the store offers it for this order, else null. */
  offer(context: PaymentContext, settings: StoreSettings): string | null;
}

let methodsElsewhere: readonly MethodOfferedElsewhere[] = [];

/** The app's list of the other features' methods (src/app/server/payment-methods.ts). */
export function offerPaymentMethods(methods: readonly MethodOfferedElsewhere[]): void {
  methodsElsewhere = methods;
}

/**
 * Spec 000 §4: when the free method is offered (grand total 0 or less) it is the only one;
 * otherwise it is hidden. With the store's settings, the other features' methods are offered too.
 */
export function availablePaymentMethods(context: PaymentContext, settings: PaymentSettings, store?: StoreSettings): OfferedMethod[] {
  const offered = paymentMethods.filter((m) => m.isAvailable(context, settings));
  const freeMethod = offered.find((m) => m.code === FREE_METHOD_CODE);
  if (freeMethod && context.grandTotal <= 0) return [{ code: freeMethod.code, title: freeMethod.title(settings) }];
  const own = offered.filter((m) => m.code !== FREE_METHOD_CODE).map((m) => ({ code: m.code, title: m.title(settings) }));
  const elsewhere = store ? methodsElsewhere.flatMap((m) => (context.grandTotal > 0 ? [{ code: m.code, title: m.offer(context, store) }] : [])) : [];
  return [...own, ...elsewhere.filter((m): m is OfferedMethod => m.title !== null)];
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
export const NO_PAYMENT_METHODS = 'No Payment method available.';
