import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * A store's content pages (Magento's `cms_page` with its store link folded in), served at `/{identifier}`
 * by the storefront and `GET /rest/{store}/V1/cmsPage/{identifier}`: 'Drop the Pod', the delivery policy.
 * The content is HTML written by the shop.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('cms_pages_store_identifier').on(t.storeId, t.identifier)],
);

/**
 * A store's content blocks (Magento's `cms_block`): pieces of HTML the shop writes and pages place by
 * identifier, such as the checkout summary's consent notice and delivery block.
 */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('cms_blocks_store_identifier').on(t.storeId, t.identifier)],
);
