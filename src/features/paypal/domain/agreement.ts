/** What the shopper sends to pay with a saved PayPal account: Magento's `ba_agreement_id` (the shop's id of it). */
export const AGREEMENT_ID_FIELD = 'ba_agreement_id';

export function readAgreementSubmission(additionalData: unknown): { agreementId: number } | null {
  if (typeof additionalData !== 'object' || additionalData === null) return null;
  const data = additionalData as Record<string, unknown>;
  if (Object.keys(data).some((key) => key !== AGREEMENT_ID_FIELD)) return null;
  const raw = data[AGREEMENT_ID_FIELD];
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const agreementId = Number(text);
  return agreementId <= 2_147_483_647 ? { agreementId } : null;
}

/** The saved account as the customer sees it at checkout: the shop's id and the masked payer email. */
export interface AgreementView {
  id: number;
  payer_email: string;
}

/** A payment with a saved account at the shop: authorised before the order, captured after it, or voided. */
export const AGREEMENT_PAYMENT_STATUSES = ['AUTHORIZED', 'CAPTURED', 'VOIDED'] as const;
export type AgreementPaymentStatus = (typeof AGREEMENT_PAYMENT_STATUSES)[number];
