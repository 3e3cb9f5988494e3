import { and, asc, eq } from 'drizzle-orm';
import { cmsBlocks, cmsPages } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { CMS_PAGE_LAYOUT, type CmsBlockDto, type CmsPageDto } from '../domain';

/** A store's active content pages, by identifier. */
export async function listActivePages(db: Executor, storeId: number): Promise<Map<string, CmsPageDto>> {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.storeId, storeId), eq(cmsPages.isActive, true)))
    .orderBy(asc(cmsPages.id));
  return new Map(
    rows.map((row) => [
      row.identifier,
      {
        id: row.id,
        identifier: row.identifier,
        title: row.title,
        page_layout: CMS_PAGE_LAYOUT,
        content_heading: '',
        content: row.content,
        active: row.isActive,
      },
    ]),
  );
}

/** A store's active content blocks, by identifier. */
export async function listActiveBlocks(db: Executor, storeId: number): Promise<Map<string, CmsBlockDto>> {
  const rows = await db
    .select()
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.storeId, storeId), eq(cmsBlocks.isActive, true)))
    .orderBy(asc(cmsBlocks.id));
  return new Map(rows.map((row) => [row.identifier, { id: row.id, identifier: row.identifier, title: row.title, content: row.content, active: row.isActive }]));
}
