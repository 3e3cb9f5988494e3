import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import { AWAITING_APPROVAL } from '../domain';
import type { PayPalPort } from '../providers/port';
import { captureExpressPayment, type PayPalSettlement, type SettleOrder } from './settlement';
import { awaitingSince, moveStatus } from './store';

/**
 * PayPal's approval window: an order the payer has not approved within 3 hours can no longer be approved.
 * The order waiting for it (its stock held) is then settled by the shop itself.
 */
export const EXPRESS_APPROVAL_WINDOW_SECONDS = 3 * 60 * 60;
/** How often each server process looks for Express orders past the window. */
const EXPRESS_EXPIRY_EVERY_MS = 5 * 60_000;
const BATCH = 20;

/**
 * Express payments still waiting past the approval window: one PayPal says was approved (its webhook and
 * return both lost) is captured; any other is canceled, its order's stock, coupon, points and basket given
 * back. Answers how many were looked at.
 */
export async function settleExpiredExpressPayments(s: PayPalSettlement, windowSeconds = EXPRESS_APPROVAL_WINDOW_SECONDS): Promise<number> {
  const stale = await awaitingSince(s.db, new Date(Date.now() - windowSeconds * 1000), BATCH);
  for (const payment of stale) {
    const order = await s.port.getOrder(payment.paypalOrderId);
    if (order?.status === 'APPROVED') {
      await captureExpressPayment(s, payment);
      continue;
    }
    if (await moveStatus(s.db, payment.reference, [AWAITING_APPROVAL], 'CANCELLED')) await s.settleOrder(payment.cartId, 'canceled');
    s.log.info({ code: 'paypal_express_expired', reference: payment.reference }, 'PayPal Express order not approved in time: canceled');
  }
  return stale.length;
}

/** Runs the expiry every few minutes in each server process while the app is up. */
export function expressExpiryPlugin(app: FastifyInstance, options: { port: PayPalPort; settleOrder: SettleOrder }, everyMs = EXPRESS_EXPIRY_EVERY_MS): void {
  repeatWhileUp(app, {
    everyMs,
    run: () => settleExpiredExpressPayments({ db: app.db, port: options.port, log: app.log, settleOrder: options.settleOrder }),
    failureCode: 'paypal_express_expiry_failed',
    failureMessage: 'expired PayPal Express orders not settled this time',
  });
}
