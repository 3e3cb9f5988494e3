import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import type { CmsBlockDto, CmsPageDto } from '../domain';
import { listActiveBlocks, listActivePages } from './store';

/**
 * Each store's active content pages and blocks. The storefront asks whether a page exists on every visit
 * to a one-segment address, and the checkout shows its blocks on every visit: both change rarely, and
 * the change feed drops these caches when they do (migration 0020).
 */
const activePages = new ReferenceCache<ResolvedStore, ReadonlyMap<string, CmsPageDto>>(['cms_pages'], (shop, db) => listActivePages(db, shop.store.id));
const activeBlocks = new ReferenceCache<ResolvedStore, ReadonlyMap<string, CmsBlockDto>>(['cms_blocks'], (shop, db) => listActiveBlocks(db, shop.store.id));

/** The store's active page with this identifier, or null (unknown, switched off, or another store's). */
export async function storeCmsPage(db: Executor, shop: ResolvedStore, identifier: string): Promise<CmsPageDto | null> {
  return (await activePages.get(shop, db)).get(identifier) ?? null;
}

/** The store's active block with this identifier, or null. */
export async function storeCmsBlock(db: Executor, shop: ResolvedStore, identifier: string): Promise<CmsBlockDto | null> {
  return (await activeBlocks.get(shop, db)).get(identifier) ?? null;
}

/** A block's HTML for a page that places it by identifier (store config): '' when none is named or active. */
export async function storeCmsBlockHtml(db: Executor, shop: ResolvedStore, identifier: string): Promise<string> {
  if (!identifier) return '';
  return (await storeCmsBlock(db, shop, identifier))?.content ?? '';
}
