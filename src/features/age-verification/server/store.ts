import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ageVerificationAttempts, ageVerificationClientAttempts, ageVerifications } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CountTable } from '../../../shared/server/windowed-counter';
import { prebuilt } from '../../../shared/server/prebuilt';
import type { AgeStatus, AttemptMethod } from '../domain';

export interface VerificationRow {
  id: number;
  status: AgeStatus;
  proofAttempts: number;
  scanAttempts: number;
}

const columns = {
  id: ageVerifications.id,
  status: ageVerifications.status,
  proofAttempts: ageVerifications.proofAttempts,
  scanAttempts: ageVerifications.scanAttempts,
};

const findVerificationStatement = prebuilt<{ subjectKey: string }, { id: number; status: string; proofAttempts: number; scanAttempts: number }[]>(
  'find_age_verification',
  (db, p) =>
    db
      .select(columns)
      .from(ageVerifications)
      .where(eq(ageVerifications.subjectKey, p('subjectKey'))),
);

export async function findVerification(db: Executor, subjectKey: string): Promise<VerificationRow | undefined> {
  const [row] = await findVerificationStatement(db, { subjectKey });
  return row as VerificationRow | undefined;
}

/** The subject's row, made when it is the first time (two requests at once get the same row). */
export async function ensureVerification(
  db: Executor,
  subjectKey: string,
  owner: { customerId: number | null; cartId: number | null },
): Promise<VerificationRow> {
  await db
    .insert(ageVerifications)
    .values({ subjectKey, ...owner })
    .onConflictDoNothing({ target: ageVerifications.subjectKey });
  return (await findVerification(db, subjectKey))!;
}

/**
 * Claims one attempt of a kind while the subject has one left and is still to be verified: a
 * conditional update, so concurrent requests never take more attempts than the limit.
 */
export async function claimAttempt(
  db: Executor,
  id: number,
  kind: 'proof' | 'scan',
  max: number,
  fromStatuses: readonly AgeStatus[],
): Promise<VerificationRow | undefined> {
  const column = kind === 'proof' ? ageVerifications.proofAttempts : ageVerifications.scanAttempts;
  const [row] = await db
    .update(ageVerifications)
    .set(kind === 'proof' ? { proofAttempts: sql`${column} + 1`, updatedAt: sql`now()` } : { scanAttempts: sql`${column} + 1`, updatedAt: sql`now()` })
    .where(and(eq(ageVerifications.id, id), lt(column, max), inArray(ageVerifications.status, [...fromStatuses])))
    .returning(columns);
  return row as VerificationRow | undefined;
}

/** Gives an attempt back (the provider could not answer: not the shopper's fault). */
export async function releaseAttempt(db: Executor, id: number, kind: 'proof' | 'scan'): Promise<void> {
  const column = kind === 'proof' ? ageVerifications.proofAttempts : ageVerifications.scanAttempts;
  await db
    .update(ageVerifications)
    .set(kind === 'proof' ? { proofAttempts: sql`greatest(${column} - 1, 0)` } : { scanAttempts: sql`greatest(${column} - 1, 0)` })
    .where(eq(ageVerifications.id, id));
}

/**
 * Moves the subject to a new status, unless it is already settled (verified, or failed) or further on:
 * a late answer never undoes a decision, and the answer to an earlier attempt ("refer", one attempt
 * used) arriving after the last attempt's ("id_scan_required") does not take the shopper back.
 */
const FINAL: readonly AgeStatus[] = ['verified', 'failed'];
const PROGRESS: Record<AgeStatus, number> = { unverified: 0, refer: 1, id_scan_required: 2, verified: 3, failed: 3 };
const OPEN: readonly AgeStatus[] = ['unverified', 'refer', 'id_scan_required'];

/** The open statuses a subject may move on to `status` from: none further on than it. */
const settlesFrom = (status: AgeStatus): AgeStatus[] => OPEN.filter((from) => PROGRESS[from] <= PROGRESS[status]);

export async function settleStatus(db: Executor, id: number, status: AgeStatus, method: AttemptMethod): Promise<VerificationRow> {
  await db
    .update(ageVerifications)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'verified' ? { verifiedMethod: method, verifiedAt: sql`now()` } : {}),
    })
    .where(and(eq(ageVerifications.id, id), inArray(ageVerifications.status, settlesFrom(status))));
  const [row] = await db.select(columns).from(ageVerifications).where(eq(ageVerifications.id, id));
  return row as VerificationRow;
}

export async function recordAttempt(
  db: Executor,
  attempt: { verificationId: number; storeId: number; method: AttemptMethod; outcome: string; documentHash?: string | null; providerReference?: string | null },
): Promise<void> {
  await db.insert(ageVerificationAttempts).values(attempt);
}

/** Where the database keeps the verification calls per client address (the shared windowed counter's table). */
export const clientAttemptCounts: CountTable = {
  table: ageVerificationClientAttempts,
  key: ageVerificationClientAttempts.clientKey,
  windowStart: ageVerificationClientAttempts.windowStart,
  count: ageVerificationClientAttempts.attempts,
};

/**
 * A guest's verification joins the customer's (at login, the guest having verified under the
 * account's own email): a verified customer stays verified and a failed one stays failed; otherwise
 * the guest's decision (verified or failed) becomes the customer's, or the further of the two open
 * states; the attempts used are the greater of each, so signing in never gives attempts back.
 */
export async function carryToCustomer(db: Executor, guestKey: string, customerKey: string, customerId: number): Promise<void> {
  const [guest] = await db
    .select({ ...columns, verifiedMethod: ageVerifications.verifiedMethod, verifiedAt: ageVerifications.verifiedAt })
    .from(ageVerifications)
    .where(eq(ageVerifications.subjectKey, guestKey));
  if (!guest) return;
  const customer = await ensureVerification(db, customerKey, { customerId, cartId: null });
  if (FINAL.includes(customer.status)) return;
  const guestStatus = guest.status as AgeStatus;
  const status = FINAL.includes(guestStatus) || PROGRESS[guestStatus] > PROGRESS[customer.status] ? guestStatus : customer.status;
  await db
    .update(ageVerifications)
    .set({
      status,
      proofAttempts: Math.max(customer.proofAttempts, guest.proofAttempts),
      scanAttempts: Math.max(customer.scanAttempts, guest.scanAttempts),
      updatedAt: sql`now()`,
      ...(status === 'verified' ? { verifiedMethod: guest.verifiedMethod, verifiedAt: guest.verifiedAt } : {}),
    })
    .where(and(eq(ageVerifications.id, customer.id), inArray(ageVerifications.status, ['unverified', 'refer', 'id_scan_required'])));
}
