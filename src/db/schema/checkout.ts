import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { customers } from './customers';
import { stores } from './stores';

/**
 * Terms and conditions and other checkout agreements per store (Magento's `checkout_agreements` with
 * its store link folded in). Mode 1 (manual) is a checkbox the shopper must tick; 0 (auto) is shown only.
 */
export const checkoutAgreements = pgTable(
  'checkout_agreements',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /** A CSS height for the content box, as Magento keeps it (e.g. '20em'), or none. */
    contentHeight: text('content_height'),
    checkboxText: text('checkbox_text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The content is shown as plain text unless it is HTML written by the shop. */
    isHtml: boolean('is_html').notNull().default(false),
    mode: smallint('mode').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('checkout_agreements_store').on(t.storeId, t.position)],
);

/**
 * An agreement's words in another language its store offers (the UK store's terms in Welsh, `cy`): the
 * agreement keeps its id, mode, position and switch, so the shopper ticks the same agreement in either
 * language. `language` is a BCP 47 tag; an agreement without a row reads in its store's own words.
 */
export const checkoutAgreementTranslations = pgTable(
  'checkout_agreement_translations',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => checkoutAgreements.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    checkboxText: text('checkbox_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.language] }),
    check('checkout_agreement_translations_language_well_formed', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`),
  ],
);

/**
 * Newsletter subscriptions (Magento's `newsletter_subscriber`): one row per store and email; a
 * customer's row also names the customer. Written by the checkout's 'Sign Up for Newsletter'.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    /** Magento's subscriber_status: 1 subscribed, 3 unsubscribed. */
    status: smallint('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_store_email').on(t.storeId, t.email)],
);

/**
 * A basket's payment attempts at place order, claimed before the gateway is called: one live attempt
 * (claimed) per basket, so parallel calls for one basket reach the gateway once; a live attempt
 * long after its call is a crash's leftover, recovered from its reference. No card data: the method, the
 * amount and the gateway's reference (the order code) only.
 */
export const orderAttempts = pgTable(
  'order_attempts',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    cartVersion: integer('cart_version').notNull(),
    method: text('method').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    /** claimed → ordered, or ended (refused, a challenge, undone, recovered). */
    state: text('state').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_attempts_live').on(t.cartId).where(sql`${t.state} = 'claimed'`),
    index('order_attempts_live_since').on(t.updatedAt).where(sql`${t.state} = 'claimed'`),
  ],
);
