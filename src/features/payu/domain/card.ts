import { CARD_DATA_IN_CLEAR, CARD_DETAILS_MISSING, type CardTypeCode, findCardType, holdsCardData } from '../../payment/domain';

/**
 * What a PayU card payment carries to the shop's server (`additional_data`): the token PayU's tokenisation
 * endpoint gave the browser (`payu_token`), the card's type and last four digits, and the Latin-American
 * fields read by latam.ts. A number or a security code in clear is refused before anything else reads it.
 */
export interface PayuCardSubmission {
  token: string;
  cardType: CardTypeCode;
  last4: string;
}

/** PayU's credit card token ids are UUIDs. */
const PAYU_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** PayU's name of a card type (its `paymentMethod`), for the shop's types it takes. */
export const PAYU_CARD_NETWORKS: Partial<Record<CardTypeCode, string>> = {
  VI: 'VISA',
  MC: 'MASTERCARD',
  AE: 'AMEX',
  DN: 'DINERS',
  ELO: 'ELO',
  HC: 'HIPERCARD',
};

export type PayuCardRead = { ok: true; card: PayuCardSubmission } | { ok: false; message: string };

export function readPayuCard(data: Record<string, unknown> | null | undefined): PayuCardRead {
  if (!data) return { ok: false, message: CARD_DETAILS_MISSING };
  // The token's digit groups are no card number: everything else is searched for card data.
  if (holdsCardData({ ...data, payu_token: undefined })) return { ok: false, message: CARD_DATA_IN_CLEAR };
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const token = text('payu_token').toLowerCase();
  const type = findCardType(text('cc_type'));
  const last4 = text('cc_last4');
  if (!PAYU_TOKEN.test(token) || !type || !PAYU_CARD_NETWORKS[type.code] || !/^\d{4}$/.test(last4)) return { ok: false, message: CARD_DETAILS_MISSING };
  return { ok: true, card: { token, cardType: type.code, last4 } };
}
