import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { customers } from './customers';

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
    /** An alternative payment's page at the gateway, where `/worldpay/redirectresult/redirect` sends the shopper. */
    redirectUrl: text('redirect_url'),
    /** An alternative payment's return token (128 random bits), held by the shopper's browser in a cookie: it finds only their own order. */
    returnToken: text('return_token').unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set in the order's own transaction when an order is written with this payment, never unset: the capture
     * retry takes only these, and a payment without it (a passed 3-D Secure challenge never taken up) is voided.
     */
    takenByOrder: boolean('taken_by_order').notNull().default(false),
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

/**
 * A customer's saved cards (the vault): the gateway's token stands for the card. Of the card itself
 * only its type, last four digits, expiry and the name on it are kept; never the number or the CVV
 * (the checks refuse anything longer than four digits). A card saved by `subscribe_pro` is a
 * subscription payment profile: it also keeps the scheme's transaction id of its first stored-credential
 * payment, which the subscription's merchant-initiated renewals quote (order_items point at it).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The gateway's token of the card (its vault reference). */
    token: text('token').notNull(),
    cardType: text('card_type').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    /** The payment method that saved it (Magento's vault payment_method_code): worldpay_cc, or subscribe_pro for a subscription payment profile. */
    method: text('method').notNull().default('worldpay_cc'),
    /** A subscription payment profile's scheme reference (its first stored-credential payment's transaction id at the card scheme). */
    schemeTransactionId: text('scheme_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_scheme_transaction_id', sql`${t.schemeTransactionId} ~ '^[A-Za-z0-9]{1,64}$'`),
    check('saved_cards_subscription_profile', sql`${t.method} <> 'subscribe_pro' or ${t.schemeTransactionId} is not null`),
    check('saved_cards_expiry_month', sql`${t.expiryMonth} between 1 and 12`),
    check('saved_cards_expiry_year', sql`${t.expiryYear} between 2000 and 2099`),
    uniqueIndex('saved_cards_customer_token').on(t.customerId, t.token),
  ],
);

/**
 * The Mexican electronic invoice (CFDI) a shopper asked for on a basket (`POST …/edicom`). It stays
 * with the basket's row once the order is placed, so the order (`orders.cart_id`) finds it.
 */
export const cartElectronicInvoices = pgTable('cart_electronic_invoices', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id),
  receiveInvoice: boolean('receive_invoice').notNull(),
  /** Upper-cased. */
  rfcNumber: text('rfc_number'),
  businessName: text('business_name'),
  taxRegime: text('tax_regime'),
  cfdiUse: text('cfdi_use'),
  postcode: text('postcode'),
  email: text('email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
