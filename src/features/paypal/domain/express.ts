import { type Money, sameMoney } from './amounts';

/**
 * The key the shopper's browser makes for one Express payment and sends with the order: the start of the
 * approval and the return from PayPal are accepted only from the browser that holds it (the shop keeps its
 * hash). 128 bits or more, base64url.
 */
export const START_KEY = /^[A-Za-z0-9_-]{22,86}$/;
/** PayPal's ids (orders, payers, captures, vault tokens): letters and digits, a few dashes. */
export const PAYPAL_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What the shopper sends for Express: `additional_data.paypal_start_key`, `paypal_save_agreement`. */
export interface ExpressSubmission {
  startKey: string;
  saveAgreement: boolean;
}

export function readExpressSubmission(additionalData: unknown): ExpressSubmission | null {
  if (typeof additionalData !== 'object' || additionalData === null) return null;
  const data = additionalData as Record<string, unknown>;
  const allowed = new Set(['paypal_start_key', 'paypal_save_agreement']);
  if (Object.keys(data).some((key) => !allowed.has(key))) return null;
  const { paypal_start_key: startKey, paypal_save_agreement: save } = data;
  if (typeof startKey !== 'string' || !START_KEY.test(startKey)) return null;
  if (save !== undefined && typeof save !== 'boolean') return null;
  return { startKey, saveAgreement: save === true };
}

/** An Express payment's states at the shop: waiting for the shopper's approval, then one of the ends. */
const EXPRESS_STATUSES = ['PAYER_ACTION_REQUIRED', 'CAPTURE_PENDING', 'CAPTURED', 'DECLINED', 'CANCELLED'] as const;
export type ExpressStatus = (typeof EXPRESS_STATUSES)[number];
export const AWAITING_APPROVAL: ExpressStatus = 'PAYER_ACTION_REQUIRED';

/** What the shop knows of the Express payment a return names. */
export interface ExpressPaymentView {
  paypalOrderId: string;
  status: string;
  amount: Money;
  returnedAt: Date | null;
}

export type ReturnVerdict =
  /** Approved at PayPal: capture it now (after PayPal's order is checked against the shop's). */
  | { kind: 'capture' }
  /** Paid already (a webhook came first): the shopper goes on to the success page. */
  | { kind: 'paid' }
  /** Ended unpaid already (declined or cancelled): back to the payment step. */
  | { kind: 'ended' }
  | { kind: 'refused'; reason: 'not-recognised' | 'already-used' };

/**
 * PayPal sends the shopper back with `token` (its order id) and `PayerID`. The return is this browser's
 * payment's only when the token is that payment's PayPal order; it counts once: a second one is a replay.
 */
export function judgeReturn(payment: ExpressPaymentView | null, query: { token?: unknown; PayerID?: unknown }): ReturnVerdict {
  const { token, PayerID: payerId } = query;
  if (!payment || typeof token !== 'string' || token !== payment.paypalOrderId) return { kind: 'refused', reason: 'not-recognised' };
  if (typeof payerId !== 'string' || !PAYPAL_ID.test(payerId)) return { kind: 'refused', reason: 'not-recognised' };
  if (payment.returnedAt) return { kind: 'refused', reason: 'already-used' };
  if (payment.status === 'CAPTURED' || payment.status === 'CAPTURE_PENDING') return { kind: 'paid' };
  if (payment.status === 'DECLINED' || payment.status === 'CANCELLED') return { kind: 'ended' };
  return { kind: 'capture' };
}

/** What a capture came to, judged against the order's amount. */
export type CaptureVerdict = 'paid' | 'pending' | 'declined' | 'mismatch';

export function judgeCapture(capture: { status: string; amount: Money | null }, expected: Money): CaptureVerdict {
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return 'declined';
  if (!capture.amount || !sameMoney(capture.amount, expected)) return 'mismatch';
  if (capture.status === 'COMPLETED') return 'paid';
  return 'pending';
}
