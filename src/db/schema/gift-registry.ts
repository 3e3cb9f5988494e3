import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AddressRecord } from '../../shared/domain/address';
import { customers } from './customers';
import { stores } from './stores';

/** A customer's gift registry in one store: givers may have their gifts sent to the registrant's address. */
export const giftRegistries = pgTable(
  'gift_registries',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The registrant. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** The registrant's delivery address: personal data, never shown to givers nor logged. */
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>().notNull(),
    /** A private registry is usable by its registrant only. */
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_registries_customer').on(t.customerId)],
);
