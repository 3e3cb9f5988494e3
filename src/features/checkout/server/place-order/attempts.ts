import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { orderAttempts } from '../../../../db/schema';
import type { Executor } from '../../../../shared/server/db';

/**
 * A payment attempt of a basket, claimed before the gateway is called: one live attempt per basket (a
 * unique index over the live states), so of parallel calls for the same basket (a double click, a retry
 * while the first still waits for the bank) only one reaches the gateway; the others wait for its order.
 * The row is also the durable record a crash leaves behind: an attempt still live long after its call
 * must have ended is recovered (recovery.ts): its payment is found at the gateway and given back.
 */
export type AttemptState = 'claimed' | 'ordered' | 'ended';
const LIVE: AttemptState[] = ['claimed'];

export interface AttemptClaim {
  cartId: number;
  cartVersion: number;
  method: string;
  amount: number;
  currency: string;
  /** The method's reference of the payment at its gateway (a card's order code), known before the call. */
  reference: string;
}

export type AttemptRow = typeof orderAttempts.$inferSelect;

/** Claims the basket's attempt; null when another live attempt holds it. */
export async function claimAttempt(db: Executor, claim: AttemptClaim): Promise<AttemptRow | null> {
  const [row] = await db
    .insert(orderAttempts)
    .values({ ...claim, state: 'claimed' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function liveAttemptOf(db: Executor, cartId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(orderAttempts)
    .where(and(eq(orderAttempts.cartId, cartId), inArray(orderAttempts.state, LIVE)));
  return row ?? null;
}

export async function attemptById(db: Executor, id: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(orderAttempts).where(eq(orderAttempts.id, id));
  return row ?? null;
}

/** Moves a live attempt on (paid, ended); a finished one stays as it is. */
export async function moveAttempt(db: Executor, id: number, state: AttemptState, changes: { reference?: string; orderId?: number } = {}): Promise<void> {
  await db
    .update(orderAttempts)
    .set({ state, ...changes, updatedAt: sql`now()` })
    .where(and(eq(orderAttempts.id, id), inArray(orderAttempts.state, LIVE)));
}

/** Attempts still live this long after they were last moved: their call ended without a word (a crash). */
export async function abandonedAttempts(db: Executor, olderThanSeconds: number, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(orderAttempts)
    .where(and(inArray(orderAttempts.state, LIVE), lt(orderAttempts.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
    .limit(limit);
}
