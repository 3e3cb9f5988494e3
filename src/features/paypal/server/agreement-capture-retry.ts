import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../../shared/server/db';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import type { PayPalPort } from '../providers/port';
import { captureAgreementPayment } from './agreement-method';
import { moveStatus, overdueAgreementPayments } from './store';

/** How often each server process looks for saved-account payments of written orders left uncaptured. */
const AGREEMENT_CAPTURE_RETRY_EVERY_MS = 60_000;
/** A payment is overdue once this long authorised: its order's own capture has had its chance. */
export const AGREEMENT_CAPTURE_OVERDUE_SECONDS = 60;
const BATCH = 20;

/**
 * Captures the saved-account payments of written orders still only authorised (the capture after the order
 * failed: PayPal down, a timeout), with the first capture's request id, so processes racing here, or a late
 * first capture, take the money once. One PayPal will not capture yet is tried again after the others (its
 * last change moves on). Answers how many were captured.
 */
export async function captureOverdueAgreementPayments(
  call: { db: Executor; port: PayPalPort; log: FastifyBaseLogger },
  overdueSeconds = AGREEMENT_CAPTURE_OVERDUE_SECONDS,
): Promise<number> {
  const overdue = await overdueAgreementPayments(call.db, new Date(Date.now() - overdueSeconds * 1000), BATCH);
  let captured = 0;
  for (const row of overdue) {
    if (!row.authorizationId) continue;
    const payment = { reference: row.reference, authorizationId: row.authorizationId, amount: { value: row.amount, currency: row.currency } };
    if (await captureAgreementPayment(call.port, call.db, payment, call.log)) captured++;
    // Not captured: its last change moves on, so a payment PayPal keeps refusing never holds up the batch.
    else await moveStatus(call.db, row.reference, ['AUTHORIZED'], 'AUTHORIZED');
  }
  if (captured > 0) call.log.info({ code: 'paypal_capture_retried', captured }, 'overdue PayPal saved-account payments captured');
  return captured;
}

/** Runs the retry every minute in each server process while the app is up. */
export function agreementCaptureRetryPlugin(app: FastifyInstance, port: PayPalPort, everyMs = AGREEMENT_CAPTURE_RETRY_EVERY_MS): void {
  repeatWhileUp(app, {
    everyMs,
    run: () => captureOverdueAgreementPayments({ db: app.db, port, log: app.log }),
    failureCode: 'paypal_capture_retry_failed',
    failureMessage: 'overdue PayPal saved-account payments not captured this time',
  });
}
