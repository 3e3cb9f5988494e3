import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import { type CmsBlockDto, type CmsPageDto, type ContentByLanguage, contentIn } from '../domain';
import { listActiveBlocks, listActivePages } from './store';

/**
 * Each store's active content pages and blocks, in every language they are written in. The storefront asks
 * whether a page exists on every visit to a one-segment address, and the checkout shows its blocks on every
 * visit: both change rarely, and the change feed drops these caches when they do (migration 0020).
 */
const activePages = new ReferenceCache<ResolvedStore, ContentByLanguage<CmsPageDto>>(['cms_pages'], (shop, db) => listActivePages(db, shop.store.id));
const activeBlocks = new ReferenceCache<ResolvedStore, ContentByLanguage<CmsBlockDto>>(['cms_blocks'], (shop, db) => listActiveBlocks(db, shop.store.id));

/**
 * The store's active page with this identifier for a shopper reading `locale` (stores' `shopperLocale`): its
 * translation, else the store's own version; null when neither (unknown, switched off, or another store's).
 */
export async function storeCmsPage(db: Executor, shop: ResolvedStore, identifier: string, locale: string): Promise<CmsPageDto | null> {
  return contentIn(await activePages.get(shop, db), locale, identifier);
}

/** The store's active block with this identifier for a shopper reading `locale`, as a page (above); or null. */
export async function storeCmsBlock(db: Executor, shop: ResolvedStore, identifier: string, locale: string): Promise<CmsBlockDto | null> {
  return contentIn(await activeBlocks.get(shop, db), locale, identifier);
}

/** A block's HTML for a page that places it by identifier (store config), in `locale`: '' when none is named or active. */
export async function storeCmsBlockHtml(db: Executor, shop: ResolvedStore, identifier: string, locale: string): Promise<string> {
  if (!identifier) return '';
  return (await storeCmsBlock(db, shop, identifier, locale))?.content ?? '';
}
