import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  countryId: text('country_id').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  /** Tax rate in basis points (2000 = 20%). */
  taxRateBasisPoints: integer('tax_rate_bp').notNull(),
  pricesIncludeTax: boolean('prices_include_tax').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** Magento-style store configuration: one value per store and path; feature flags live here. */
export const storeConfig = pgTable(
  'store_config',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    path: text('path').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.path] })],
);

/**
 * A store's configuration values in another language it offers (`general/locale/additional`): Magento's
 * store-view scope for the texts a shopper reads (a carrier's title, a payment method's), kept per language
 * instead of a store per language. `language` is a BCP 47 tag ('cy'); a path without a row here reads as the
 * store's own value (`store_config`), which is in the store's locale.
 */
export const storeConfigTranslations = pgTable(
  'store_config_translations',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    language: text('language').notNull(),
    path: text('path').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.language, t.path] }),
    check('store_config_translations_language_well_formed', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`),
  ],
);
