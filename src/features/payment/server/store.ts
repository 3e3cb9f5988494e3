import { eq, like, or } from 'drizzle-orm';
import { paymentNotifications, paymentTransactions } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** Claims a notification id: true the first time, false for a replay (the unique key decides, even under races). */
export async function claimNotification(
  db: Executor,
  row: { notificationId: string; orderCode: string; paymentId: string; status: string; applied: boolean },
): Promise<boolean> {
  const inserted = await db.insert(paymentNotifications).values(row).onConflictDoNothing().returning({ id: paymentNotifications.notificationId });
  return inserted.length === 1;
}

export async function markNotificationStale(db: Executor, notificationId: string): Promise<void> {
  await db.update(paymentNotifications).set({ applied: false }).where(eq(paymentNotifications.notificationId, notificationId));
}

/** The payment of an order, locked until the transaction ends (created empty first when the gateway is quicker than the shop). */
export async function lockTransaction(
  db: Executor,
  orderCode: string,
  create: Omit<PaymentTransactionRow, 'updatedAt' | 'redirectUrl' | 'returnToken' | 'takenByOrder'> &
    Partial<Pick<PaymentTransactionRow, 'redirectUrl' | 'returnToken' | 'takenByOrder'>>,
): Promise<{ row: PaymentTransactionRow; created: boolean }> {
  const [created] = await db.insert(paymentTransactions).values(create).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderCode, orderCode)).for('update');
  return { row, created: false };
}

export async function updateTransaction(db: Executor, orderCode: string, changes: Partial<Omit<PaymentTransactionRow, 'orderCode'>>): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(paymentTransactions.orderCode, orderCode));
}

export async function findTransaction(db: Executor, orderCode: string): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderCode, orderCode));
  return row;
}

/** An alternative payment found by the return token its shopper's browser holds. */
export async function findTransactionByReturnToken(db: Executor, returnToken: string): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.returnToken, returnToken));
  return row;
}

/** The payments made for a cart's order: its alternative payment (`A<cart>`), its card attempts (`C<cart>-…`) and wallet attempts (`W<cart>-…`). */
export async function transactionsOfCart(db: Executor, cartId: number): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      or(
        eq(paymentTransactions.orderCode, `A${cartId}`),
        // A subscription's renewal, charged for its own basket.
        eq(paymentTransactions.orderCode, `R${cartId}`),
        like(paymentTransactions.orderCode, `C${cartId}-%`),
        like(paymentTransactions.orderCode, `W${cartId}-%`),
      ),
    );
}
