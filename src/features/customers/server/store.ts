import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { customerAddresses, customerTokens, customers, loginFailures, newsletterSubscribers, sessions } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { CountTable } from '../../../shared/server/windowed-counter';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;

export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
  return row;
}

export async function findCustomerById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function listAddresses(db: Executor, customerId: number): Promise<CustomerAddressRow[]> {
  return db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id));
}

export async function findAddress(db: Executor, customerId: number, addressId: number): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return row;
}

export async function insertSession(db: Executor, tokenHash: string, customerId: number | null, formKey: string, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, customerId, formKey, expiresAt });
}

export async function findSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function insertToken(db: Executor, tokenHash: string, customerId: number, expiresAt: Date) {
  await db.insert(customerTokens).values({ tokenHash, customerId, expiresAt });
}

export async function findTokenCustomer(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(and(eq(customerTokens.tokenHash, tokenHash), gt(customerTokens.expiresAt, new Date())));
  return row?.customerId;
}

/** Counts one attempt for the key (a new window when the old one has passed); answers the new count. */
/** Where the database keeps the sign-in limit's failures (the shared windowed counter's table). */
export const loginFailureCounts: CountTable = {
  table: loginFailures,
  key: loginFailures.key,
  windowStart: loginFailures.windowStart,
  count: loginFailures.failures,
};

/** Takes reward points only while the balance covers them: safe when two orders spend at once. */
export async function takeRewardPoints(db: Executor, customerId: number, points: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ rewardPoints: sql`${customers.rewardPoints} - ${points}` })
    .where(and(eq(customers.id, customerId), gte(customers.rewardPoints, points)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Magento's subscriber statuses. */
export const SUBSCRIBER_SUBSCRIBED = 1;
export const SUBSCRIBER_UNSUBSCRIBED = 3;

/** One row per store and email: a new subscription, or the status of the known one changed. */
export async function upsertNewsletterSubscriber(
  db: Executor,
  row: { storeId: number; email: string; customerId: number | null; status: number },
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values(row)
    .onConflictDoUpdate({
      target: [newsletterSubscribers.storeId, newsletterSubscribers.email],
      set: { status: row.status, changedAt: sql`now()`, customerId: sql`coalesce(excluded.customer_id, ${newsletterSubscribers.customerId})` },
    });
}

export async function addRewardPoints(db: Executor, customerId: number, points: number): Promise<void> {
  await db
    .update(customers)
    .set({ rewardPoints: sql`${customers.rewardPoints} + ${points}` })
    .where(eq(customers.id, customerId));
}

/** Whether the customer's email is subscribed to the store's newsletter (Magento's `is_subscribed`). */
export async function isSubscribedToNewsletter(db: Executor, storeId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.storeId, storeId), eq(newsletterSubscribers.email, email.toLowerCase())));
  return row?.status === SUBSCRIBER_SUBSCRIBED;
}

/** A guest's subscriptions under this email now name the customer the guest became. */
export async function claimGuestNewsletterRows(db: Executor, email: string, customerId: number): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ customerId })
    .where(and(eq(newsletterSubscribers.email, email.toLowerCase()), isNull(newsletterSubscribers.customerId)));
}

export async function updateCustomerRow(db: Executor, customerId: number, values: { firstname: string; lastname: string; email: string }) {
  const [row] = await db
    .update(customers)
    .set({ ...values, email: values.email.toLowerCase() })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Executor, customerId: number, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
}

/** Ends every session and API token of the customer but the session that asked (a password change signs the others out). */
export async function endOtherSessions(db: Executor, customerId: number, keepSessionHash: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), keepSessionHash ? ne(sessions.tokenHash, keepSessionHash) : undefined));
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
}

export async function updateAddressRow(
  db: Executor,
  customerId: number,
  addressId: number,
  values: Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId'>,
) {
  const [row] = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteAddressRows(db: Executor, customerId: number, addressIds: number[]): Promise<void> {
  if (addressIds.length === 0) return;
  await db.delete(customerAddresses).where(and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, addressIds)));
}
