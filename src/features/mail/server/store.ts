import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { QueuedMail } from '../domain';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The right-hand side of every Message-ID the shop makes (RFC 5322 asks only that the whole be unique). */
const MESSAGE_ID_DOMAIN = 'outbox.shop';

/** Writes an e-mail to the outbox on the caller's executor (its transaction): it exists if, and only if, that commits. */
export async function insertMail(db: Executor, recipient: string, content: QueuedMail): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`, recipient, content })
    .returning();
  return row;
}

/**
 * Takes up to `limit` due e-mails for this worker until `claimedUntil`, in one statement: rows another
 * worker is taking are skipped (FOR UPDATE SKIP LOCKED), and a row taken stays out of every other worker's
 * reach until its claim has passed. Each take counts as an attempt.
 */
export async function claimDueMail(db: Executor, now: Date, claimedUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(sql`${mailOutbox.nextAttemptAt} asc nulls first`, asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The server took it. A reset link's token leaves the table with it (only the reset table's hash stays). */
export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      claimedUntil: null,
      lastError: null,
      content: sql`case when ${mailOutbox.content}->>'template' = 'password-reset' then jsonb_set(${mailOutbox.content}, '{token}', 'null') else ${mailOutbox.content} end`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** A failed try: tried again at `retryAt`, or given up (`failed`) when that is null. */
export async function markAttemptFailed(db: Executor, id: number, code: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: retryAt ? 'pending' : 'failed', nextAttemptAt: retryAt, claimedUntil: null, lastError: code })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

export async function findMailByMessageId(db: Executor, messageId: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
  return row;
}
