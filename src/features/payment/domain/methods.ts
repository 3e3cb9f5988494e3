import type { Minor } from '../../../shared/domain/money';
import { WORLDPAY_WALLETS } from './method-codes';

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
  /** Wallets through the browser's Payment Request API (`payment/worldpay_wallets/*`). */
  wallets: { enabled: boolean; title: string };
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

const wallets: PaymentMethod = {
  code: WORLDPAY_WALLETS,
  title: (s) => s.wallets.title,
  isAvailable: (c, s) => s.wallets.enabled && c.grandTotal > 0,
  fee: () => 0,
};

// Alternative payments and wallets come last: cards and cash on delivery keep their places.
export const paymentMethods: PaymentMethod[] = [free, card, cashOnDelivery, alternative, wallets];

export interface OfferedMethod {
  code: string;
  title: string;
}

/**
 * Spec 000 §4: when the free method is offered (grand total 0 or less) it is the only one;
 * otherwise it is hidden.
 */
export function availablePaymentMethods(context: PaymentContext, settings: PaymentSettings): OfferedMethod[] {
  const offered = paymentMethods.filter((m) => m.isAvailable(context, settings));
  const freeMethod = offered.find((m) => m.code === FREE_METHOD_CODE);
  const visible = freeMethod && context.grandTotal <= 0 ? [freeMethod] : offered.filter((m) => m.code !== FREE_METHOD_CODE);
  return visible.map((m) => ({ code: m.code, title: m.title(settings) }));
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
