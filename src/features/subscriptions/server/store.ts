import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { subscriptionRenewals, subscriptions } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** Made once per order and interval (a repeated write of the same order makes nothing). */
export async function insertSubscription(db: Executor, row: NewSubscription): Promise<void> {
  await db.insert(subscriptions).values(row).onConflictDoNothing();
}

export function subscriptionsOf(db: Executor, customerId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).orderBy(asc(subscriptions.id));
}

/** The customer's own subscription, locked for a change; undefined for another's or an unknown id. */
export async function lockCustomerSubscription(db: Executor, customerId: number, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)))
    .for('update');
  return row;
}

export async function updateSubscription(db: Executor, id: number, changes: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/**
 * Opens the renewal of every active subscription of a store due by the store's today: one row per
 * (subscription, period), so processes opening the same renewal at once make one row.
 */
export async function openDueRenewals(db: Executor, storeId: number, today: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${subscriptionRenewals} (subscription_id, period, status, next_attempt_at)
    select id, next_date, 'due', ${now.toISOString()}::timestamptz from ${subscriptions}
    where status = 'active' and store_id = ${storeId} and next_date <= ${today}::date
    on conflict do nothing`);
}

/**
 * Claims one renewal to work on, locked for this transaction (others skip it): one due or waiting for its
 * retry, or one whose process let its lease run out (it crashed, or the gateway never answered it).
 */
export async function claimRenewal(db: Executor, now: Date): Promise<RenewalRow | undefined> {
  const at = now.toISOString();
  const [row] = await db
    .select()
    .from(subscriptionRenewals)
    .where(
      sql`(${subscriptionRenewals.status} in ('due', 'retrying') and ${subscriptionRenewals.nextAttemptAt} <= ${at}::timestamptz)
        or (${subscriptionRenewals.status} = 'charging' and ${subscriptionRenewals.leaseUntil} < ${at}::timestamptz)`,
    )
    .orderBy(asc(subscriptionRenewals.nextAttemptAt), asc(subscriptionRenewals.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function lockSubscription(db: Executor, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function updateRenewal(db: Executor, id: number, changes: Partial<Omit<RenewalRow, 'id' | 'subscriptionId' | 'period'>>): Promise<void> {
  await db
    .update(subscriptionRenewals)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptionRenewals.id, id));
}

/** The renewal of this attempt, locked, while still being charged (else another process finished it). */
export async function lockChargingRenewal(db: Executor, id: number, attempt: number): Promise<RenewalRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.id, id), eq(subscriptionRenewals.attempt, attempt), eq(subscriptionRenewals.status, 'charging')))
    .for('update');
  return row;
}

/** Records a period as skipped (the customer's choice); false when that period already has a renewal. */
export async function insertSkippedRenewal(db: Executor, subscriptionId: number, period: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(subscriptionRenewals)
    .values({ subscriptionId, period, status: 'skipped', nextAttemptAt: now })
    .onConflictDoNothing()
    .returning({ id: subscriptionRenewals.id });
  return rows.length === 1;
}

/** Closes a subscription's open renewals (paused or cancelled while one waits for its retry). */
export async function closeOpenRenewals(db: Executor, subscriptionId: number): Promise<void> {
  await db
    .update(subscriptionRenewals)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), inArray(subscriptionRenewals.status, ['due', 'retrying'])));
}

export function renewalsOf(db: Executor, subscriptionIds: number[]): Promise<RenewalRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db.select().from(subscriptionRenewals).where(inArray(subscriptionRenewals.subscriptionId, subscriptionIds)).orderBy(asc(subscriptionRenewals.id));
}
