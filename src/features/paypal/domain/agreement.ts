/** What the shopper sends to pay with a saved PayPal account: Magento's `ba_agreement_id` (the shop's id of it). */
export const AGREEMENT_ID_FIELD = 'ba_agreement_id';

/** A saved account the customer may pay with; a removed one (PayPal's vault token deleted) is kept, cancelled, for the payments made with it. */
export const AGREEMENT_ACTIVE = 'active';
export const AGREEMENT_CANCELLED = 'cancelled';

/** The shop's id of a saved account, given as a number or a numeric string (as Magento takes it); null for anything else. */
export function agreementIdOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export function readAgreementSubmission(additionalData: unknown): { agreementId: number } | null {
  if (typeof additionalData !== 'object' || additionalData === null) return null;
  const data = additionalData as Record<string, unknown>;
  if (Object.keys(data).some((key) => key !== AGREEMENT_ID_FIELD)) return null;
  const agreementId = agreementIdOf(data[AGREEMENT_ID_FIELD]);
  return agreementId === null ? null : { agreementId };
}

/** The saved account as the customer sees it at checkout: the shop's id and the masked payer email. */
export interface AgreementView {
  id: number;
  payer_email: string;
}
