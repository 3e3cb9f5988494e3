import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import { PAYU_GATEWAY_CARD } from '../domain';
import type { PayUPort } from '../providers';
import { capturePayuCard } from './card-method';
import { overdueAuthorisations } from './store';

/** How often each process looks for PayU card payments of written orders left uncaptured, and how old they must be. */
const PAYU_CAPTURE_RETRY_EVERY_MS = 60_000;
const PAYU_CAPTURE_OVERDUE_SECONDS = 60;

/** Captures the card payments of written orders still only authorised (the capture after the commit failed); answers how many. */
export async function captureOverduePayuCards(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  payu: PayUPort,
  overdueSeconds = PAYU_CAPTURE_OVERDUE_SECONDS,
): Promise<number> {
  const overdue = await overdueAuthorisations(app.db, PAYU_GATEWAY_CARD, new Date(Date.now() - overdueSeconds * 1000), 20);
  let captured = 0;
  for (const row of overdue) {
    if (!row.payuOrderId || !row.transactionId) continue;
    const payment = {
      reference: row.reference,
      payuOrderId: row.payuOrderId,
      transactionId: row.transactionId,
      amount: { value: row.amount, currency: row.currency },
    };
    if (await capturePayuCard(payu, app, payment)) captured++;
  }
  if (captured > 0) app.log.info({ code: 'payu_capture_retried', captured }, 'overdue PayU card payments captured');
  return captured;
}

/** Runs the retry every minute in each server process while the app is up. */
export function payuCaptureRetryPlugin(app: FastifyInstance, payu: PayUPort, everyMs = PAYU_CAPTURE_RETRY_EVERY_MS): void {
  repeatWhileUp(app, {
    everyMs,
    run: () => captureOverduePayuCards(app, payu),
    failureCode: 'payu_capture_retry_failed',
    failureMessage: 'overdue PayU card payments not captured this time',
  });
}
