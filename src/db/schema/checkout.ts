import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    storeId: integer('store_id').notNull().references(() => stores.id),
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
 * Newsletter subscriptions (Magento's `newsletter_subscriber`): one row per store and email; a
 * customer's row also names the customer. Written by the checkout's 'Sign Up for Newsletter'.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    /** Magento's subscriber_status: 1 subscribed, 3 unsubscribed. */
    status: smallint('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_store_email').on(t.storeId, t.email)],
);
