import { and, asc, eq } from 'drizzle-orm';
import { cmsBlocks, cmsPages } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { CMS_PAGE_LAYOUT, type CmsBlockDto, type CmsPageDto, type ContentByLanguage } from '../domain';

interface ContentRow {
  identifier: string;
  language: string | null;
}

/** Rows by their language (null: the store's own), then identifier. */
function byLanguage<R extends ContentRow, T>(rows: readonly R[], dto: (row: R) => T): ContentByLanguage<T> {
  const languages = new Map<string | null, Map<string, T>>();
  for (const row of rows) {
    const inLanguage = languages.get(row.language) ?? new Map<string, T>();
    inLanguage.set(row.identifier, dto(row));
    languages.set(row.language, inLanguage);
  }
  return languages;
}

/** A store's active content pages in each of their languages. */
export async function listActivePages(db: Executor, storeId: number): Promise<ContentByLanguage<CmsPageDto>> {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.storeId, storeId), eq(cmsPages.isActive, true)))
    .orderBy(asc(cmsPages.id));
  return byLanguage(rows, (row) => ({
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    page_layout: CMS_PAGE_LAYOUT,
    content_heading: '',
    content: row.content,
    active: row.isActive,
  }));
}

/** A store's active content blocks in each of their languages. */
export async function listActiveBlocks(db: Executor, storeId: number): Promise<ContentByLanguage<CmsBlockDto>> {
  const rows = await db
    .select()
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.storeId, storeId), eq(cmsBlocks.isActive, true)))
    .orderBy(asc(cmsBlocks.id));
  return byLanguage(rows, (row) => ({ id: row.id, identifier: row.identifier, title: row.title, content: row.content, active: row.isActive }));
}
