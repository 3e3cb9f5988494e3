import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../shared/server/db';
import { AWAITING_APPROVAL, judgeCapture, maskPayerEmail, type Money, PAYPAL_EXPRESS, sameMoney, type WebhookEffect } from '../domain';
import type { CaptureResult, PayPalPort } from '../providers/port';
import { insertAgreement, moveStatus, paymentByPayPalOrder, paymentByReference, type PayPalPaymentRow } from './store';

/** Where an order waiting for PayPal goes: paid → processing; canceled → its stock, coupon, points and basket given back. */
export type SettleOrder = (cartId: number, outcome: 'paid' | 'canceled') => Promise<void>;

/** What settling a PayPal payment needs: PayPal, the database, and the order's owner's hook (checkout sits above PayPal). */
export interface PayPalSettlement {
  db: Database;
  port: PayPalPort;
  log: FastifyBaseLogger;
  settleOrder: SettleOrder;
}

/**
 * What capturing an Express payment came to (`mismatch`, `not-approved`: PayPal's order is not the shop's to
 * capture, nothing changed; `refunded`: the shopper cancelled while it was being captured, the money went back).
 */
export type ExpressOutcome = 'paid' | 'pending' | 'declined' | 'mismatch' | 'not-approved' | 'refunded';

const amountOf = (payment: PayPalPaymentRow): Money => ({ value: payment.amount, currency: payment.currency });
const OPEN = [AWAITING_APPROVAL, 'CAPTURE_PENDING'];

/** The customer asked to save PayPal: the account PayPal kept is theirs, with the payer email masked. */
async function keepAgreement(s: PayPalSettlement, payment: PayPalPaymentRow, result: CaptureResult): Promise<void> {
  if (!payment.saveAgreement || payment.customerId === null || !result.vault) return;
  const masked = result.payerEmail ? maskPayerEmail(result.payerEmail) : null;
  if (!masked) {
    s.log.warn({ code: 'paypal_agreement_without_email' }, 'PayPal account not saved: PayPal gave no payer email');
    return;
  }
  await insertAgreement(s.db, { customerId: payment.customerId, agreementId: result.vault.id, payerEmailMasked: masked });
}

/**
 * The order paid: the payment captured, the order to processing (each once, whoever comes first). Answers
 * false when the payment was cancelled meanwhile (a cancel racing the capture): its order is canceled.
 */
async function paid(s: PayPalSettlement, payment: PayPalPaymentRow, captureId: string | null): Promise<boolean> {
  const moved = await moveStatus(s.db, payment.reference, OPEN, 'CAPTURED', captureId ? { captureId } : {});
  if (!moved && (await paymentByReference(s.db, payment.reference))?.status === 'CANCELLED') return false;
  await s.settleOrder(payment.cartId, 'paid');
  return true;
}

async function declined(s: PayPalSettlement, payment: PayPalPaymentRow): Promise<void> {
  await moveStatus(s.db, payment.reference, OPEN, 'DECLINED');
  await s.settleOrder(payment.cartId, 'canceled');
}

/**
 * Captures an approved Express payment and moves its order on. PayPal's order is read first: it must be
 * this payment's (invoice id), for its amount and currency, and approved; otherwise nothing is captured or
 * changed. The capture's request id is the PayPal order's, so a return and a webhook capturing at once (or
 * a repeat) capture once and get the same answer.
 */
export async function captureExpressPayment(s: PayPalSettlement, payment: PayPalPaymentRow): Promise<ExpressOutcome> {
  const order = await s.port.getOrder(payment.paypalOrderId);
  if (!order || order.invoiceId !== payment.reference || !order.amount || !sameMoney(order.amount, amountOf(payment))) {
    s.log.warn({ code: 'paypal_order_mismatch', reference: payment.reference }, 'PayPal order does not match the payment');
    return 'mismatch';
  }
  if (order.status !== 'APPROVED' && order.status !== 'COMPLETED') return 'not-approved';
  const result = await s.port.captureOrder(payment.paypalOrderId, `capture-${payment.paypalOrderId}`);
  const verdict = judgeCapture({ status: result.capture?.status ?? result.status, amount: result.capture?.amount ?? null }, amountOf(payment));
  s.log.info({ code: 'paypal_capture', reference: payment.reference, verdict }, 'PayPal Express payment captured');
  if (verdict === 'paid') {
    if (!(await paid(s, payment, result.capture!.id))) {
      // No money is kept for an order the shop no longer holds.
      await s.port.refundCapture({ captureId: result.capture!.id, amount: amountOf(payment), requestId: `refund-${result.capture!.id}` });
      s.log.warn({ code: 'paypal_capture_refunded', reference: payment.reference }, 'PayPal capture refunded: the payment was cancelled meanwhile');
      return 'refunded';
    }
    await keepAgreement(s, payment, result);
  } else if (verdict === 'pending') {
    await moveStatus(s.db, payment.reference, [AWAITING_APPROVAL], 'CAPTURE_PENDING', { captureId: result.capture!.id });
    await keepAgreement(s, payment, result);
  } else if (verdict === 'declined') await declined(s, payment);
  return verdict;
}

/**
 * A verified webhook, for an order whose return may never come: an approval is captured, a completed
 * capture pays the order, a denied one ends it unpaid. Each applies once (conditional moves), so a repeat or
 * an event after the return changes nothing. Answers what it did, for the log.
 */
export async function applyWebhook(s: PayPalSettlement, effect: WebhookEffect): Promise<string> {
  if (effect.kind === 'ignore') return 'ignored';
  const payment = await paymentByPayPalOrder(s.db, effect.paypalOrderId);
  if (!payment) return 'unknown-order';
  if (effect.kind === 'capture') {
    if (payment.method !== PAYPAL_EXPRESS || payment.status !== AWAITING_APPROVAL) return 'already-settled';
    return captureExpressPayment(s, payment);
  }
  if (effect.kind === 'paid') {
    if (!effect.amount || !sameMoney(effect.amount, amountOf(payment))) return 'amount-mismatch';
    if (payment.method !== PAYPAL_EXPRESS) {
      await moveStatus(s.db, payment.reference, ['AUTHORIZED'], 'CAPTURED');
      return 'paid';
    }
    if (!OPEN.includes(payment.status)) return 'already-settled';
    if (!(await paid(s, payment, null))) return 'cancelled-meanwhile';
    // The capture's answer was lost (else the payment would not be open): asked again, for the account it saved.
    if (payment.saveAgreement) await keepAgreement(s, payment, await s.port.captureOrder(payment.paypalOrderId, `capture-${payment.paypalOrderId}`));
    return 'paid';
  }
  if (payment.method !== PAYPAL_EXPRESS || !OPEN.includes(payment.status)) return 'already-settled';
  await declined(s, payment);
  return 'declined';
}
