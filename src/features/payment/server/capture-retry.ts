import { and, eq, inArray, like, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paymentTransactions } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import { WORLDPAY_CC, WORLDPAY_WALLETS } from '../domain/method-codes';
import { captureCard, type CardPaymentRecord, type PaymentGatewayPort, recordCardPayment, voidCard } from './card-payment-plugin';
import type { PaymentTransactionRow } from './store';

/** How often the shop looks for card payments left uncaptured (a gateway that failed at the capture). */
const CAPTURE_RETRY_EVERY_MS = 60_000;
/** A payment is overdue once this long authorised: its order's own capture has had its chance. */
const CAPTURE_OVERDUE_SECONDS = 60;
/**
 * A 3-D Secure challenge's payment no order took this long after its last change is given back (voided): the
 * shopper passed (or left) the challenge and never placed the order. Half an hour leaves a slow shopper time.
 */
const CHALLENGE_TAKE_UP_SECONDS = 30 * 60;
const BATCH = 20;

/**
 * Captures the card payments (and wallets' cards) of written orders that are still only authorised (the
 * capture after the commit failed: an outage, a timeout): only payments the order's transaction marked
 * taken, never an authorisation no order was written with. The capture is idempotent at the gateway, so processes racing here, or a late
 * first capture, take the money once. Answers how many were captured.
 */
export async function captureOverduePayments(
  db: Executor,
  gateway: PaymentGatewayPort,
  log: FastifyBaseLogger,
  overdueSeconds = CAPTURE_OVERDUE_SECONDS,
): Promise<number> {
  const before = new Date(Date.now() - overdueSeconds * 1000);
  const overdue = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.method, [WORLDPAY_CC, WORLDPAY_WALLETS]),
        eq(paymentTransactions.status, 'AUTHORISED'),
        eq(paymentTransactions.takenByOrder, true),
        or(like(paymentTransactions.orderCode, 'C%'), like(paymentTransactions.orderCode, 'W%')),
        lt(paymentTransactions.updatedAt, before),
      ),
    )
    .limit(BATCH);
  let captured = 0;
  for (const row of overdue) {
    const record = recordOf(row, 'AUTHORISED');
    if (record && (await captureCard(gateway, db, record, log))) captured++;
  }
  if (captured > 0) log.info({ code: 'card_capture_retried', captured }, 'overdue card payments captured');
  return captured;
}

function recordOf(row: PaymentTransactionRow, status: CardPaymentRecord['status']): CardPaymentRecord | null {
  if (row.amount === null || row.currency === null) return null;
  return {
    orderCode: row.orderCode,
    paymentId: row.paymentId,
    status,
    amount: { value: row.amount, currency: row.currency },
    card: { last4: row.cardLast4 ?? '', type: row.cardType ?? '' },
    method: row.method,
  };
}

/**
 * Gives back the 3-D Secure challenges' payments no order took (`CHALLENGE_TAKE_UP_SECONDS` after their last
 * change): voided at the gateway, recorded cancelled. One the gateway will not void is recorded as the gateway
 * holds it (refused, or captured by an order being written this instant: that order marks it taken). Answers
 * how many were voided.
 */
export async function voidUntakenChallenges(
  db: Executor,
  gateway: PaymentGatewayPort,
  log: FastifyBaseLogger,
  afterSeconds = CHALLENGE_TAKE_UP_SECONDS,
): Promise<number> {
  const before = new Date(Date.now() - afterSeconds * 1000);
  const untaken = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.method, WORLDPAY_CC),
        inArray(paymentTransactions.status, ['PENDING', 'AUTHORISED']),
        eq(paymentTransactions.takenByOrder, false),
        like(paymentTransactions.orderCode, 'C%'),
        lt(paymentTransactions.updatedAt, before),
      ),
    )
    .limit(BATCH);
  let voided = 0;
  for (const row of untaken) {
    const record = recordOf(row, row.status === 'PENDING' ? 'PENDING' : 'AUTHORISED');
    if (!record) continue;
    await voidCard(gateway, db, record, log);
    const after = await gateway.findPayment(row.orderCode).catch(() => null);
    if (after?.status === 'CANCELLED') voided++;
    else if (after) await recordCardPayment(db, { ...record, status: after.status });
  }
  if (voided > 0) log.info({ code: 'card_challenge_voided', voided }, 'challenged card payments no order took given back');
  return voided;
}

/** Runs the retry every minute (or `everyMs`) in each server process while the app is up. */
export function captureRetryPlugin(app: FastifyInstance, gateway: PaymentGatewayPort, timing: { everyMs?: number; overdueSeconds?: number } = {}): void {
  repeatWhileUp(app, {
    everyMs: timing.everyMs ?? CAPTURE_RETRY_EVERY_MS,
    run: async () => {
      await captureOverduePayments(app.db, gateway, app.log, timing.overdueSeconds);
      await voidUntakenChallenges(app.db, gateway, app.log);
    },
    failureCode: 'card_capture_retry_failed',
    failureMessage: 'overdue card payments not captured this time',
  });
}
