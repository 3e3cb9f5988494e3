import { and, count, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import { payuEvents, payuPayments } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { isPayuStatus, nextPayuStatus, type PayuStatus } from '../domain';

export type PayuPaymentRow = typeof payuPayments.$inferSelect;
export type NewPayuPayment = typeof payuPayments.$inferInsert;

export async function insertPayment(db: Executor, row: NewPayuPayment): Promise<void> {
  await db.insert(payuPayments).values(row);
}

export async function paymentByReference(db: Executor, reference: string, lock = false): Promise<PayuPaymentRow | undefined> {
  const query = db.select().from(payuPayments).where(eq(payuPayments.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function paymentByReturnToken(db: Executor, tokenHash: string): Promise<PayuPaymentRow | undefined> {
  const [row] = await db.select().from(payuPayments).where(eq(payuPayments.returnTokenHash, tokenHash));
  return row;
}

/** Swaps a page payment's claim (once, while it waits) for its return token: the payment, or none. */
export async function swapClaim(db: Executor, claimHash: string, returnTokenHash: string): Promise<PayuPaymentRow | undefined> {
  const [row] = await db
    .update(payuPayments)
    .set({ claimHash: null, returnTokenHash, updatedAt: sql`now()` })
    .where(and(eq(payuPayments.claimHash, claimHash), eq(payuPayments.status, 'PENDING')))
    .returning();
  return row;
}

/** Moves a payment's status forward (never back), with what PayU said of it; answers the status it has now. */
export async function moveStatus(
  db: Executor,
  reference: string,
  incoming: PayuStatus,
  changes: Partial<Pick<PayuPaymentRow, 'payuOrderId' | 'transactionId' | 'paidWith'>> = {},
): Promise<PayuStatus | null> {
  return db.transaction(async (tx) => {
    const row = await paymentByReference(tx, reference, true);
    if (!row) return null;
    const current = isPayuStatus(row.status) ? row.status : null;
    const next = nextPayuStatus(current, incoming);
    // PayU's ids of the payment are kept from its first word (a pending voucher's too); a later one never replaces them.
    const ids = row.transactionId === null || row.transactionId === changes.transactionId ? changes : {};
    if (!next && Object.keys(ids).length === 0) return current;
    await tx
      .update(payuPayments)
      .set({ ...(next ? { status: next } : {}), ...ids, updatedAt: sql`now()` })
      .where(eq(payuPayments.reference, reference));
    return next ?? current;
  });
}

/** Records a response or confirmation as acted on; false when it already was (a replay). */
export async function recordEvent(db: Executor, key: string, reference: string): Promise<boolean> {
  const inserted = await db.insert(payuEvents).values({ key, reference }).onConflictDoNothing().returning({ key: payuEvents.key });
  return inserted.length > 0;
}

/** Card attempts of a basket version that ended without an order (refused, failed, voided): the next attempt's number. */
export async function endedCardAttempts(db: Executor, prefix: string): Promise<number> {
  const [{ ended }] = await db
    .select({ ended: count() })
    .from(payuPayments)
    .where(and(like(payuPayments.reference, `${prefix}%`), inArray(payuPayments.status, ['DECLINED', 'ERROR', 'VOIDED'])));
  return ended;
}

/** Card payments of written orders still only authorised this long after: their capture failed. */
export async function overdueAuthorisations(db: Executor, method: string, olderThan: Date, limit: number): Promise<PayuPaymentRow[]> {
  return db
    .select()
    .from(payuPayments)
    .where(and(eq(payuPayments.method, method), eq(payuPayments.status, 'AUTHORIZED'), isNotNull(payuPayments.orderId), lt(payuPayments.updatedAt, olderThan)))
    .limit(limit);
}

/** Records what became of a card attempt no order was written with (refused, voided), keeping any earlier row's own columns. */
export async function upsertAttempt(db: Executor, row: NewPayuPayment): Promise<void> {
  await db
    .insert(payuPayments)
    .values(row)
    .onConflictDoUpdate({
      target: payuPayments.reference,
      set: { status: row.status, payuOrderId: row.payuOrderId, transactionId: row.transactionId, updatedAt: sql`now()` },
    });
}
