import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { paypalBillingAgreements, paypalPayments } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { AGREEMENT_ACTIVE, AGREEMENT_CANCELLED, PAYPAL_BILLING_AGREEMENT } from '../domain';

export type PayPalPaymentRow = typeof paypalPayments.$inferSelect;
export type NewPayPalPayment = typeof paypalPayments.$inferInsert;
export type AgreementRow = typeof paypalBillingAgreements.$inferSelect;

export async function insertPayment(db: Executor, row: NewPayPalPayment): Promise<void> {
  await db.insert(paypalPayments).values(row);
}

export async function paymentByReference(db: Executor, reference: string): Promise<PayPalPaymentRow | undefined> {
  const [row] = await db.select().from(paypalPayments).where(eq(paypalPayments.reference, reference));
  return row;
}

export async function paymentByStartKeyHash(db: Executor, hash: string): Promise<PayPalPaymentRow | undefined> {
  const [row] = await db.select().from(paypalPayments).where(eq(paypalPayments.startKeyHash, hash));
  return row;
}

export async function paymentByPayPalOrder(db: Executor, paypalOrderId: string): Promise<PayPalPaymentRow | undefined> {
  const [row] = await db.select().from(paypalPayments).where(eq(paypalPayments.paypalOrderId, paypalOrderId));
  return row;
}

/**
 * Moves a payment's status from one of `from` (a conditional update: of a return and a webhook racing, one
 * moves it); answers the row as moved, or undefined when it was elsewhere already.
 */
export async function moveStatus(
  db: Executor,
  reference: string,
  from: readonly string[],
  to: string,
  changes: Partial<Pick<PayPalPaymentRow, 'captureId'>> = {},
): Promise<PayPalPaymentRow | undefined> {
  const [row] = await db
    .update(paypalPayments)
    .set({ status: to, ...changes, updatedAt: sql`now()` })
    .where(and(eq(paypalPayments.reference, reference), inArray(paypalPayments.status, [...from])))
    .returning();
  return row;
}

/** Express payments still waiting for the shopper's approval, last moved before `before` (oldest first, a batch). */
export function awaitingSince(db: Executor, before: Date, limit: number): Promise<PayPalPaymentRow[]> {
  return db
    .select()
    .from(paypalPayments)
    .where(and(eq(paypalPayments.method, 'paypal_express'), eq(paypalPayments.status, 'PAYER_ACTION_REQUIRED'), lt(paypalPayments.updatedAt, before)))
    .orderBy(asc(paypalPayments.updatedAt))
    .limit(limit);
}

/**
 * Saved-account payments of written orders still only authorised, last moved before `before` (oldest first,
 * a batch): their capture after the order failed.
 */
export function overdueAgreementPayments(db: Executor, before: Date, limit: number): Promise<PayPalPaymentRow[]> {
  return db
    .select()
    .from(paypalPayments)
    .where(
      and(
        eq(paypalPayments.method, PAYPAL_BILLING_AGREEMENT),
        eq(paypalPayments.status, 'AUTHORIZED'),
        isNotNull(paypalPayments.orderId),
        isNotNull(paypalPayments.authorizationId),
        lt(paypalPayments.updatedAt, before),
      ),
    )
    .orderBy(asc(paypalPayments.updatedAt))
    .limit(limit);
}

/** The first return from PayPal counts: true for it, false for any later one (a replay). */
export async function markReturned(db: Executor, reference: string): Promise<boolean> {
  const rows = await db
    .update(paypalPayments)
    .set({ returnedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(paypalPayments.reference, reference), isNull(paypalPayments.returnedAt)))
    .returning({ reference: paypalPayments.reference });
  return rows.length === 1;
}

/** Keeps a customer's saved PayPal account once (the same agreement saved again changes nothing). */
export async function insertAgreement(db: Executor, row: { customerId: number; agreementId: string; payerEmailMasked: string }): Promise<void> {
  await db.insert(paypalBillingAgreements).values(row).onConflictDoNothing();
}

export function activeAgreementsOf(db: Executor, customerId: number): Promise<AgreementRow[]> {
  return db
    .select()
    .from(paypalBillingAgreements)
    .where(and(eq(paypalBillingAgreements.customerId, customerId), eq(paypalBillingAgreements.status, AGREEMENT_ACTIVE)))
    .orderBy(asc(paypalBillingAgreements.id));
}

export async function hasActiveAgreement(db: Executor, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paypalBillingAgreements.id })
    .from(paypalBillingAgreements)
    .where(and(eq(paypalBillingAgreements.customerId, customerId), eq(paypalBillingAgreements.status, AGREEMENT_ACTIVE)))
    .limit(1);
  return row !== undefined;
}

/** The customer's own saved account by the shop's id, while active; undefined for another customer's, an unknown or a removed one. */
export async function activeAgreementOf(db: Executor, customerId: number, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(paypalBillingAgreements)
    .where(and(eq(paypalBillingAgreements.id, id), eq(paypalBillingAgreements.customerId, customerId), eq(paypalBillingAgreements.status, AGREEMENT_ACTIVE)));
  return row;
}

/** A saved account removed: no longer listed nor offered (its row is kept, marked cancelled, as a record of what the customer held). */
export async function cancelAgreement(db: Executor, id: number): Promise<void> {
  await db
    .update(paypalBillingAgreements)
    .set({ status: AGREEMENT_CANCELLED })
    .where(and(eq(paypalBillingAgreements.id, id), eq(paypalBillingAgreements.status, AGREEMENT_ACTIVE)));
}
