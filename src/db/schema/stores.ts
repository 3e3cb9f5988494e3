import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

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
