/**
 * Terms and conditions and the other checkout agreements (Magento's `checkout_agreements`, spec 002 §3
 * "Agreement": agreementId, checkboxText, mode where 1 means required, content, contentHeight).
 */

/** Magento's agreement modes: auto (0: shown, accepted by placing the order) and manual (1: a required checkbox). */
export const AGREEMENT_MODE_MANUAL = 1;

/** One agreement as `GET carts/licence` answers it (Magento's CheckoutAgreementsRepositoryInterface). */
export interface AgreementDto {
  agreement_id: number;
  name: string;
  content: string;
  content_height: string | null;
  checkbox_text: string;
  is_active: boolean;
  is_html: boolean;
  mode: number;
}

/** What a translation of an agreement words differently: its name, text and checkbox label. */
export type AgreementWords = Pick<AgreementDto, 'name' | 'content' | 'checkbox_text'>;

/** A store's agreements in its own words, and each agreement's words by the language (BCP 47 tag) of a translation. */
export interface AgreementsByLanguage {
  own: readonly AgreementDto[];
  translations: ReadonlyMap<string, ReadonlyMap<number, AgreementWords>>;
}

/**
 * The agreements as a shopper reading `locale` reads them: each in that language where it is translated,
 * else in the store's own words (the same agreements, ids and modes either way).
 */
export function agreementsIn(agreements: AgreementsByLanguage, locale: string): readonly AgreementDto[] {
  const words = agreements.translations.get(locale);
  if (!words) return agreements.own;
  return agreements.own.map((agreement) => ({ ...agreement, ...words.get(agreement.agreement_id) }));
}

/** The agreements the shopper must tick: the manual ones. */
export function requiredAgreementIds(agreements: readonly Pick<AgreementDto, 'agreement_id' | 'mode'>[]): number[] {
  return agreements.filter((a) => a.mode === AGREEMENT_MODE_MANUAL).map((a) => a.agreement_id);
}

/**
 * The ids a shopper sent in `paymentMethod.extension_attributes.agreement_ids`, as numbers: Magento takes
 * them as numbers or numeric strings; anything else names no agreement.
 */
export function acceptedAgreementIds(sent: readonly (string | number)[] | null | undefined): Set<number> {
  const ids = new Set<number>();
  for (const id of sent ?? []) {
    const text = String(id).trim();
    if (/^\d{1,9}$/.test(text)) ids.add(Number(text));
  }
  return ids;
}

/** Spec 001 §2, spec 002 §7: the module path that answers `{checkoutAgreements}`, from which the page refreshes its agreements. */
export const AGREEMENTS_CONFIG_PATH = '/bat_tandc/checkout/getAgreementsConfig';

/**
 * The checkout config's `checkoutAgreements` (spec 002 §3): isEnabled and the agreements list (Magento's
 * keys, with the agreement's name and isHtml, which the page's 'Read the …' link and dialog need).
 */
export function checkoutAgreementsConfig(agreements: readonly AgreementDto[]) {
  return {
    isEnabled: agreements.length > 0,
    agreements: agreements.map((a) => ({
      agreementId: a.agreement_id,
      checkboxText: a.checkbox_text,
      mode: a.mode,
      content: a.content,
      contentHeight: a.content_height,
      name: a.name,
      isHtml: a.is_html,
    })),
  };
}

export type CheckoutAgreementsConfig = ReturnType<typeof checkoutAgreementsConfig>;

/** An agreement of the config as the page's terms block shows it; the config lists only active ones. */
export function agreementOfConfig(entry: CheckoutAgreementsConfig['agreements'][number]): AgreementDto {
  return {
    agreement_id: entry.agreementId,
    name: entry.name,
    content: entry.content,
    content_height: entry.contentHeight,
    checkbox_text: entry.checkboxText,
    is_active: true,
    is_html: entry.isHtml,
    mode: entry.mode,
  };
}
