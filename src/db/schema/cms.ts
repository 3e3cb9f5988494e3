import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The language of a page's or block's words: a BCP 47 tag ('cy', 'fr-BE') for a translation, null for the
 * store's own locale (`stores.locale`). One row per store, identifier and language (nulls alike, so a
 * store has one own version of each).
 */
const language = () => text('language');

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
    language: language(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('cms_pages_store_identifier_language').on(t.storeId, t.identifier, t.language).nullsNotDistinct(),
    check('cms_pages_language_well_formed', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`),
  ],
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
    language: language(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('cms_blocks_store_identifier_language').on(t.storeId, t.identifier, t.language).nullsNotDistinct(),
    check('cms_blocks_language_well_formed', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`),
  ],
);
