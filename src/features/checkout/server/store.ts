import { and, asc, eq } from 'drizzle-orm';
import { checkoutAgreements } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { prebuilt } from '../../../shared/server/prebuilt';
import type { AgreementDto } from '../domain';

/** The store's active agreements in their order, as `GET carts/licence` answers them. */
const activeAgreementsStatement = prebuilt<{ storeId: number }, (typeof checkoutAgreements.$inferSelect)[]>('active_agreements', (db, p) =>
  db
    .select()
    .from(checkoutAgreements)
    .where(and(eq(checkoutAgreements.storeId, p('storeId')), eq(checkoutAgreements.isActive, true)))
    .orderBy(asc(checkoutAgreements.position), asc(checkoutAgreements.id)),
);

export async function listActiveAgreements(db: Executor, storeId: number): Promise<AgreementDto[]> {
  const rows = await activeAgreementsStatement(db, { storeId });
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
