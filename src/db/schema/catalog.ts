import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The catalogue's products. The database adds the search's generated columns (search_english … search_simple:
 * the product's own texts under each language's dictionary, migration 0032), read by catalog/server/search-store.ts only.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull().unique(),
    /** device | pod | accessory | sample | recycling */
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Units in stock; the CHECK is the last guard against overselling. */
    qty: integer('qty').notNull(),
    /** Subscription intervals offered, in months; empty when the product cannot be subscribed to. */
    subscriptionIntervals: jsonb('subscription_intervals').$type<number[]>().notNull().default([]),
    freeWithSubscription: boolean('free_with_subscription').notNull().default(false),
    /** Devices that can be engraved on the front and back (personalisation options). */
    personalisable: boolean('personalisable').notNull().default(false),
    /** Device-trial products: emptying a basket that holds one asks for confirmation. */
    isDeviceTrial: boolean('is_device_trial').notNull().default(false),
    /** Nicotine products (devices, pods, cartridges): ordering them needs a passed age verification where the store asks for one. */
    ageRestricted: boolean('age_restricted').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    maxSaleQty: integer('max_sale_qty').notNull().default(100),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The category pages' and product page's attributes (migration 0030); null where one does not apply. */
    flavourFamily: text('flavour_family'),
    nicotineMgPerMl: smallint('nicotine_mg_per_ml'),
    volumeMl: numeric('volume_ml', { precision: 6, scale: 2, mode: 'number' }),
    /** Pods, cartridges or items in one pack. */
    packSize: smallint('pack_size'),
    ingredients: text('ingredients'),
    /** When the product entered the catalogue: 'Newest' sorts by it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_qty_not_negative', sql`${t.qty} >= 0`),
    check('products_nicotine_in_range', sql`${t.nicotineMgPerMl} BETWEEN 0 AND 100`),
    check('products_volume_positive', sql`${t.volumeMl} > 0`),
    check('products_pack_size_positive', sql`${t.packSize} > 0`),
  ],
);

/** Which pods and accessories fit which device: the product (a pod, a cable) and a device it fits. */
export const productCompatibility = pgTable(
  'product_compatibility',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.deviceId] }),
    index('product_compatibility_device_id_idx').on(t.deviceId),
    check('product_compatibility_not_itself', sql`${t.productId} <> ${t.deviceId}`),
  ],
);

/**
 * Stock an order takes, applied to its product when the transaction commits (a deferred trigger, migration
 * 0017) and then deleted: the product's row, which every order of it shares, is locked only inside the
 * COMMIT, not from the order's first write to its last.
 */
export const stockTakes = pgTable(
  'stock_takes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
  },
  (t) => [check('stock_takes_qty_positive', sql`${t.qty} > 0`)],
);

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Price in minor units, as displayed in the store (including tax when the store says so). */
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] }), check('product_prices_not_negative', sql`${t.price} >= 0`)],
);

/**
 * A product's name and description in a store's language (stores.locale, BCP 47: fr-FR, de-DE); a
 * product without a row for the store's locale shows its own (British English) texts. The database adds
 * the search's generated columns (search_config, search_document: migration 0032), read by
 * catalog/server/search-store.ts only.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);
