import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../../../shared/server/db';
import { repeatWhileUp } from '../../../../shared/server/repeat-while-up';
import type { PaymentGatewayPort } from '../../../payment/server';
import type { PaymentMethodRegistry, ServerPaymentMethod } from '../../../payment/server';
import { findCartById } from '../../../cart/server';
import { abandonedAttempts, type AttemptRow, moveAttempt } from './attempts';

/**
 * A live attempt this long after it was last moved has lost its call: a call's payment ends within a few
 * of the gateway's timeouts (15 s each: the authorise, its inquiry, a lost attempt's void and a new
 * authorise). A shopper who retries before then waits for the first call (a double click), then is told
 * to place the order again.
 */
export const ATTEMPT_ABANDONED_AFTER_SECONDS = 90;
/** How often each server process looks for abandoned attempts. */
const ATTEMPT_RECOVERY_EVERY_MS = 60_000;
const BATCH = 20;

type RecoveryCall = { db: Database; gateway: PaymentGatewayPort; log: FastifyBaseLogger };

/**
 * An attempt whose call never ended (the process was killed between the gateway's call and the order, or
 * during the call): whatever the gateway holds for it is given back by its method, then the attempt ends.
 * A payment an order was written with is never touched (each method checks its own records).
 */
export async function recoverAttempt(db: Database, attempt: AttemptRow, call: RecoveryCall, method: ServerPaymentMethod): Promise<void> {
  // Under the basket's lock, as an order is written: a late call that writes its order with this payment
  // either committed before (the method then finds the payment recorded) or finds it given back after.
  const gaveBack = await db.transaction(async (tx) => {
    await findCartById(tx, attempt.cartId, true);
    const found = await method.recover?.(attempt.reference, { ...call, db: tx });
    await moveAttempt(tx, attempt.id, 'ended');
    return found;
  });
  call.log.warn(
    { code: 'payment_attempt_recovered', attemptId: attempt.id, cartId: attempt.cartId, gaveBack: gaveBack === true },
    'abandoned payment attempt recovered',
  );
}

/** Recovers the abandoned attempts (a batch); answers how many. */
export async function recoverAbandonedAttempts(
  db: Database,
  methods: PaymentMethodRegistry,
  call: Omit<RecoveryCall, 'db'>,
  abandonedAfterSeconds = ATTEMPT_ABANDONED_AFTER_SECONDS,
): Promise<number> {
  const attempts = await abandonedAttempts(db, abandonedAfterSeconds, BATCH);
  for (const attempt of attempts) {
    const method = methods.byKey(attempt.method);
    if (method) await recoverAttempt(db, attempt, { ...call, db }, method);
  }
  return attempts.length;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** When a live payment attempt counts as abandoned (the recovery's and a retry's threshold). */
    attemptAbandonedAfterSeconds: number;
  }
}

/** Runs the recovery every minute (or `everyMs`) in each server process while the app is up. */
export function attemptRecoveryPlugin(app: FastifyInstance, timing: { everyMs?: number; abandonedAfterSeconds?: number } = {}): void {
  const abandonedAfterSeconds = timing.abandonedAfterSeconds ?? ATTEMPT_ABANDONED_AFTER_SECONDS;
  app.decorate('attemptAbandonedAfterSeconds', abandonedAfterSeconds);
  repeatWhileUp(app, {
    everyMs: timing.everyMs ?? ATTEMPT_RECOVERY_EVERY_MS,
    run: () => recoverAbandonedAttempts(app.db, app.paymentMethods, { gateway: app.paymentGateway, log: app.log }, abandonedAfterSeconds),
    failureCode: 'payment_attempt_recovery_failed',
    failureMessage: 'abandoned payment attempts not recovered this time',
  });
}
