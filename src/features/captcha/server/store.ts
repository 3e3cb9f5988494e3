import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { couponCaptchas, couponClientFailures, couponFailures } from '../../../db/schema';
import { ASYNC_COMMIT, type Executor } from '../../../shared/server/db';

// Times come from the database's clock (now()), so several server processes agree on windows and expiry.

const windowPassed = (seconds: number) => sql`${couponFailures.windowStart} <= now() - make_interval(secs => ${seconds})`;

/** Failed coupon codes of the cart in the current window (0 once the window has passed). */
export async function recentFailures(db: Executor, cartId: number, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ failures: couponFailures.failures })
    .from(couponFailures)
    .where(and(eq(couponFailures.cartId, cartId), sql`not (${windowPassed(windowSeconds)})`));
  return row?.failures ?? 0;
}

/** One more failure, atomically (an upsert), starting a new window when the old one has passed. */
export async function addFailure(db: Executor, cartId: number, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(couponFailures)
    .values({ cartId, windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({
      target: couponFailures.cartId,
      set: {
        failures: sql`case when ${windowPassed(windowSeconds)} then 1 else ${couponFailures.failures} + 1 end`,
        windowStart: sql`case when ${windowPassed(windowSeconds)} then now() else ${couponFailures.windowStart} end`,
      },
    })
    .returning({ failures: couponFailures.failures });
  return row.failures;
}

const clientWindowPassed = (seconds: number) => sql`${couponClientFailures.windowStart} <= now() - make_interval(secs => ${seconds})`;

/** Failed coupon codes from one client address in the current window, across all its carts. */
export async function recentClientFailures(db: Executor, clientKey: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ failures: couponClientFailures.failures })
    .from(couponClientFailures)
    .where(and(eq(couponClientFailures.clientKey, clientKey), sql`not (${clientWindowPassed(windowSeconds)})`));
  return row?.failures ?? 0;
}

/**
 * A coupon attempt, in one statement: counted against the client address, atomically (an upsert starting
 * a new window when the old one has passed), answering the count including this one, so concurrent
 * attempts each see their own place; and the cart's failed codes in the current window.
 */
export async function countAttempt(db: Executor, clientKey: string, cartId: number, windowSeconds: number): Promise<{ clientAttempt: number; cartFailures: number }> {
  const counted = db.$with('counted').as(
    db
      .insert(couponClientFailures)
      .values({ clientKey, windowStart: sql`now()`, failures: 1 })
      .onConflictDoUpdate({
        target: couponClientFailures.clientKey,
        set: {
          failures: sql`case when ${clientWindowPassed(windowSeconds)} then 1 else ${couponClientFailures.failures} + 1 end`,
          windowStart: sql`case when ${clientWindowPassed(windowSeconds)} then now() else ${couponClientFailures.windowStart} end`,
        },
      })
      .returning({ failures: couponClientFailures.failures }),
  );
  const cartFailures = sql<number>`coalesce((select ${couponFailures.failures} from ${couponFailures} where ${couponFailures.cartId} = ${cartId} and not (${windowPassed(windowSeconds)})), 0)`;
  const [row] = await db.with(counted).select({ clientAttempt: counted.failures, cartFailures: cartFailures.mapWith(Number) }).from(counted).where(ASYNC_COMMIT);
  return row;
}

/**
 * An applied coupon, in one statement: the cart's failures are forgiven and the address's attempt
 * counted in advance is taken back.
 */
export async function forgiveAttempt(db: Executor, cartId: number, clientKey: string): Promise<void> {
  const cleared = db.$with('cleared').as(db.delete(couponFailures).where(eq(couponFailures.cartId, cartId)).returning({ cartId: couponFailures.cartId }));
  await db
    .with(cleared)
    .update(couponClientFailures)
    .set({ failures: sql`greatest(${couponClientFailures.failures} - 1, 0)` })
    .where(and(eq(couponClientFailures.clientKey, clientKey), ASYNC_COMMIT));
}

/** Stores the cart's new challenge in place of any previous one. */
export async function replaceChallenge(db: Executor, cartId: number, challengeId: string, answerHash: string, ttlSeconds: number): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(couponCaptchas)
    .values({ cartId, challengeId, answerHash, expiresAt })
    .onConflictDoUpdate({ target: couponCaptchas.cartId, set: { challengeId, answerHash, expiresAt, usedAt: null } });
}

/**
 * Marks the cart's live challenge used and answers it, or nothing when there is none (never issued, used
 * or expired). A conditional update, so two concurrent attempts cannot both use one challenge.
 */
export async function consumeChallenge(db: Executor, cartId: number): Promise<{ challengeId: string; answerHash: string } | undefined> {
  const [row] = await db
    .update(couponCaptchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(couponCaptchas.cartId, cartId), isNull(couponCaptchas.usedAt), gt(couponCaptchas.expiresAt, sql`now()`)))
    .returning({ challengeId: couponCaptchas.challengeId, answerHash: couponCaptchas.answerHash });
  return row;
}
