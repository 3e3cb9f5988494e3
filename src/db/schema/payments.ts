import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A payment at the gateway, by the shop's order reference (the gateway's orderCode). Of a card only
 * the last four digits and the type are kept (the check refuses anything longer).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    orderCode: text('order_code').primaryKey(),
    paymentId: text('payment_id').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    /** Minor units. */
    amount: integer('amount'),
    currency: text('currency'),
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_transactions_card_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`), index('payment_transactions_payment_id').on(t.paymentId)],
);

/** Every gateway notification processed, once: a replay finds its id here and changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  notificationId: text('notification_id').primaryKey(),
  orderCode: text('order_code').notNull(),
  paymentId: text('payment_id').notNull(),
  status: text('status').notNull(),
  /** False when it arrived after a later status (out of order) and moved nothing. */
  applied: boolean('applied').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
