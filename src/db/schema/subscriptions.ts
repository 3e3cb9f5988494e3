import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubscriptionLineRecord } from '../../features/subscriptions/domain/subscription-record';
import type { AddressRecord } from '../../shared/domain/address';
import { customers } from './customers';
import { orders } from './orders';
import { savedCards } from './payments';
import { stores } from './stores';

/**
 * A customer's subscription, made in the order's transaction from the order's subscription lines of one
 * interval: what each renewal re-orders (lines), when (next_date, the store's calendar day), where to
 * (address and delivery method) and with what (the saved card its merchant-initiated payments charge).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The order that began it. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    intervalMonths: integer('interval_months').notNull(),
    lines: jsonb('lines').$type<SubscriptionLineRecord[]>().notNull(),
    /** The next renewal's date in the store's calendar (yyyy-mm-dd). */
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    /** The saved card (a subscription payment profile) its renewals charge; null when the order was paid otherwise. */
    paymentProfileId: integer('payment_profile_id'),
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressRecord>().notNull(),
    shippingCarrierCode: text('shipping_carrier_code').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_customer').on(t.customerId),
    index('subscriptions_due').on(t.nextDate).where(sql`${t.status} = 'active'`),
    // One subscription per order and interval: the order's transaction makes it once.
    uniqueIndex('subscriptions_order_interval').on(t.orderId, t.intervalMonths),
    foreignKey({ name: 'subscriptions_payment_profile_fk', columns: [t.paymentProfileId], foreignColumns: [savedCards.id] }),
    check('subscriptions_status', sql`${t.status} in ('active', 'paused', 'cancelled', 'payment_failed')`),
    check('subscriptions_interval', sql`${t.intervalMonths} between 1 and 12`),
  ],
);

/**
 * One renewal of a subscription: one row per (subscription, period), the period being the date it renews
 * on. The row is the job: a server process claims it (row lock, then a lease), prices it once per attempt
 * (the draft), charges the saved card with the key `renewal-<subscription>-<period>-<attempt>` and writes
 * the order; the unique key and the lease make each period's order, and each attempt's charge, happen once.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    period: date('period', { mode: 'string' }).notNull(),
    /** due → charging → placed; charging → retrying → charging…; failed (retries spent); skipped; cancelled. */
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(0),
    /** When the next attempt may start (the retry schedule). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A charging attempt belongs to its process until then; past it, another process takes it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The attempt's priced order (checkout's draft) and its amount, fixed before the card is charged. */
    draft: jsonb('draft'),
    amount: integer('amount'),
    currency: text('currency'),
    /** The gateway's payment id of the attempt that was charged. */
    paymentId: text('payment_id'),
    orderId: integer('order_id').references(() => orders.id),
    /** The last attempt's reason code (REFUSED, CARD_EXPIRED, OUT_OF_STOCK…), never card data. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_period').on(t.subscriptionId, t.period),
    uniqueIndex('subscription_renewals_order').on(t.orderId),
    index('subscription_renewals_open').on(t.nextAttemptAt).where(sql`${t.status} in ('due', 'retrying', 'charging')`),
    check('subscription_renewals_status', sql`${t.status} in ('due', 'charging', 'retrying', 'placed', 'failed', 'skipped', 'cancelled')`),
  ],
);
