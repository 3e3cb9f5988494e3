import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './carts';

/**
 * A PayU payment, by the shop's reference at PayU (`P<cart>-<version>-<attempt>` for a card, `W<cart>` for
 * PayU's page). A card keeps only its last four digits and type (the check refuses more); a page payment
 * keeps the hashes of its claim and return token (the browser holds the values), never the values.
 */
export const payuPayments = pgTable(
  'payu_payments',
  {
    reference: text('reference').primaryKey(),
    method: text('method').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    /** The order written with it; null for a card attempt PayU refused. */
    orderId: integer('order_id'),
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    payuOrderId: text('payu_order_id'),
    transactionId: text('transaction_id'),
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    instalments: integer('instalments'),
    /** The methods PayU's page offers for the order (`OXXO,SPEI`), and the one the shopper paid with. */
    pageMethods: text('page_methods'),
    paidWith: text('paid_with'),
    /** SHA-256 of the page payment's claim (used once) and of its return token (the browser's cookie). */
    claimHash: text('claim_hash').unique(),
    returnTokenHash: text('return_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payu_payments_card_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`), index('payu_payments_status').on(t.status, t.updatedAt)],
);

/** Every PayU response and confirmation the shop acted on, once: a replay finds its key here and changes nothing. */
export const payuEvents = pgTable('payu_events', {
  /** `response:<transaction>:<state>` or `confirmation:<transaction>:<state>`. */
  key: text('key').primaryKey(),
  reference: text('reference').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
