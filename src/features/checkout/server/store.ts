import { and, asc, eq } from 'drizzle-orm';
import { checkoutAgreementTranslations, checkoutAgreements } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { prebuilt } from '../../../shared/server/prebuilt';
import type { AgreementDto, AgreementsByLanguage, AgreementWords } from '../domain';

/** The store's active agreements in their order, as `GET carts/licence` answers them. */
const activeAgreementsStatement = prebuilt<{ storeId: number }, (typeof checkoutAgreements.$inferSelect)[]>('active_agreements', (db, p) =>
  db
    .select()
    .from(checkoutAgreements)
    .where(and(eq(checkoutAgreements.storeId, p('storeId')), eq(checkoutAgreements.isActive, true)))
    .orderBy(asc(checkoutAgreements.position), asc(checkoutAgreements.id)),
);

/** The words of the store's agreements in the other languages it offers. */
const agreementTranslationsStatement = prebuilt<{ storeId: number }, (typeof checkoutAgreementTranslations.$inferSelect)[]>('agreement_translations', (db, p) =>
  db
    .select({
      agreementId: checkoutAgreementTranslations.agreementId,
      language: checkoutAgreementTranslations.language,
      name: checkoutAgreementTranslations.name,
      content: checkoutAgreementTranslations.content,
      checkboxText: checkoutAgreementTranslations.checkboxText,
    })
    .from(checkoutAgreementTranslations)
    .innerJoin(checkoutAgreements, eq(checkoutAgreements.id, checkoutAgreementTranslations.agreementId))
    .where(eq(checkoutAgreements.storeId, p('storeId'))),
);

async function listActiveAgreements(db: Executor, storeId: number): Promise<AgreementDto[]> {
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

/** The store's active agreements in its own words, and each agreement's words by language where translated. */
export async function listActiveAgreementsByLanguage(db: Executor, storeId: number): Promise<AgreementsByLanguage> {
  const own = await listActiveAgreements(db, storeId);
  const rows = await agreementTranslationsStatement(db, { storeId });
  const translations = new Map<string, Map<number, AgreementWords>>();
  for (const row of rows) {
    const inLanguage = translations.get(row.language) ?? new Map<number, AgreementWords>();
    inLanguage.set(row.agreementId, { name: row.name, content: row.content, checkbox_text: row.checkboxText });
    translations.set(row.language, inLanguage);
  }
  return { own, translations };
}
