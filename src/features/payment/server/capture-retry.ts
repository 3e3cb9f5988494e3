import { and, eq, inArray, like, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paymentTransactions } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { WORLDPAY_CC, WORLDPAY_WALLETS } from '../domain/method-codes';
import { captureCard, type PaymentGatewayPort } from './card-payment-plugin';

/** How often the shop looks for card payments left uncaptured (a gateway that failed at the capture). */
export const CAPTURE_RETRY_EVERY_MS = 60_000;
/** A payment is overdue once this long authorised: its order's own capture has had its chance. */
export const CAPTURE_OVERDUE_SECONDS = 60;
const BATCH = 20;

/**
 * Captures the card payments (and wallets' cards) of written orders that are still only authorised (the
 * capture after the commit failed: an outage, a timeout). A `C…` or `W…` payment is recorded AUTHORISED
 * only with its order, so each such row is an order's. The capture is idempotent at the gateway, so processes racing here, or a late
 * first capture, take the money once. Answers how many were captured.
 */
export async function captureOverduePayments(db: Executor, gateway: PaymentGatewayPort, log: FastifyBaseLogger, overdueSeconds = CAPTURE_OVERDUE_SECONDS): Promise<number> {
  const before = new Date(Date.now() - overdueSeconds * 1000);
  const overdue = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.method, [WORLDPAY_CC, WORLDPAY_WALLETS]),
        eq(paymentTransactions.status, 'AUTHORISED'),
        or(like(paymentTransactions.orderCode, 'C%'), like(paymentTransactions.orderCode, 'W%')),
        lt(paymentTransactions.updatedAt, before),
      ),
    )
    .limit(BATCH);
  let captured = 0;
  for (const row of overdue) {
    if (row.amount === null || row.currency === null) continue;
    const record = {
      orderCode: row.orderCode,
      paymentId: row.paymentId,
      status: 'AUTHORISED' as const,
      amount: { value: row.amount, currency: row.currency },
      card: { last4: row.cardLast4 ?? '', type: row.cardType ?? '' },
      method: row.method,
    };
    if (await captureCard(gateway, db, record, log)) captured++;
  }
  if (captured > 0) log.info({ code: 'card_capture_retried', captured }, 'overdue card payments captured');
  return captured;
}

/** Runs the retry every minute (or `everyMs`) in each server process while the app is up. */
export function captureRetryPlugin(app: FastifyInstance, gateway: PaymentGatewayPort, timing: { everyMs?: number; overdueSeconds?: number } = {}): void {
  const everyMs = timing.everyMs ?? CAPTURE_RETRY_EVERY_MS;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    captureOverduePayments(app.db, gateway, app.log, timing.overdueSeconds)
      .catch((error: Error) => app.log.warn({ code: 'card_capture_retry_failed', reason: error.name }, 'overdue card payments not captured this time'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
