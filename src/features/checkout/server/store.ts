import { and, asc, eq } from 'drizzle-orm';
import { checkoutAgreements } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import type { AgreementDto } from '../domain';

/** The store's active agreements in their order, as `GET carts/licence` answers them. */
export async function listActiveAgreements(db: Executor, storeId: number): Promise<AgreementDto[]> {
  const rows = await db
    .select()
    .from(checkoutAgreements)
    .where(and(eq(checkoutAgreements.storeId, storeId), eq(checkoutAgreements.isActive, true)))
    .orderBy(asc(checkoutAgreements.position), asc(checkoutAgreements.id));
  return rows.map((row) => ({
    agreement_id: row.id,
    name: row.name,
    content: row.content,
    content_height: row.contentHeight,
    checkbox_text: row.checkboxText,
    is_active: row.isActive,
    is_html: row.isHtml,
    mode: row.mode,
  }));
}
