import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A payment at PayPal, by the shop's reference for it (the PayPal order's `invoice_id`): an Express
 * checkout (the PayPal order the shopper approves) or a payment with a saved billing agreement. Nothing of
 * the payer is kept here: PayPal's ids and the amount only.
 */
export const paypalPayments = pgTable(
  'paypal_payments',
  {
    reference: text('reference').primaryKey(),
    method: text('method').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    /** The shop's order, once written (the payment is recorded in the order's transaction). */
    orderId: integer('order_id').references(() => orders.id),
    /** The signed-in customer who paid (a saved account is theirs), or null for a guest. */
    customerId: integer('customer_id').references(() => customers.id),
    /** PayPal's order id: the `token` of the approval page's return. */
    paypalOrderId: text('paypal_order_id').notNull().unique(),
    status: text('status').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Express: PayPal's approval page for this order. */
    approveUrl: text('approve_url'),
    /**
     * Express: the SHA-256 of the start key only the shopper's browser holds; `/paypal/express/start` and the
     * return cookie must present the key itself.
     */
    startKeyHash: text('start_key_hash').unique(),
    /** Express: the signed-in customer asked to save PayPal for later payments (a billing agreement). */
    saveAgreement: boolean('save_agreement').notNull().default(false),
    /** Set by the first return from PayPal: a second return with the same token is a replay. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    authorizationId: text('authorization_id'),
    captureId: text('capture_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paypal_payments_cart').on(t.cartId), index('paypal_payments_order').on(t.orderId)],
);

/**
 * A customer's saved PayPal account (`paypal_billing_agreement`): PayPal's id of the agreement (its vault
 * id) and the payer's email masked to its first character and domain; nothing else of the account.
 */
export const paypalBillingAgreements = pgTable(
  'paypal_billing_agreements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    agreementId: text('agreement_id').notNull(),
    payerEmailMasked: text('payer_email_masked').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A full address never fits: one character (or none), three stars, the domain.
    check('paypal_billing_agreements_email_masked', sql`${t.payerEmailMasked} ~ '^[^@*]?[*]{3}@[^@]+$'`),
    uniqueIndex('paypal_billing_agreements_customer_agreement').on(t.customerId, t.agreementId),
  ],
);
