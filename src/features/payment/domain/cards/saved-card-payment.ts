import type { RuleFailure } from '../../../../shared/domain/validation/rule-failure';
import { ruleFailure } from '../../../../shared/domain/validation/rule-failure';
import { providerFailure } from '../provider-codes';
import { cardIsExpired } from '../saved-cards';
import type { WorldpaySettings } from '../settings';
import { CARD_DATA_IN_CLEAR, DF_REFERENCE, holdsCardData } from './card-submission';
import { validateSaveCardChoice, validateSavedCard } from './provider-rules';

type Messages = WorldpaySettings['messages'];

/**
 * Saved cards at place order (spec 002 §3 card payment data, §5). A payment with a saved card sends
 * `additional_data: {isSavedCardPayment: true, tokenCode: <the vault's card id>, saved_cc_cid, dfReferenceId?}`:
 * the browser never holds the gateway's token, only the shop's id of the card, which the server maps to
 * the token of the signed-in customer's own card. A new card asks to be kept with `save_my_card` and, when
 * the store makes its disclaimer mandatory, `disclaimerFlag`.
 */
export interface SavedCardPaymentSubmission {
  cardId: number;
  /** The security code typed again (saved_cc_cid): passed to the gateway, never stored or logged. */
  cvv: string;
  deviceDataSessionId?: string;
}

/** What the shopper chose about keeping a new card. */
export interface SaveCardRequest {
  saveCard: boolean;
  disclaimerAccepted: boolean;
}

/** A guest asking to save a card (the choice is offered to signed-in customers only). */
export const SAVE_CARD_CUSTOMERS_ONLY = 'Please sign in to save your card.';
/** An expired saved card is not offered; one sent anyway is refused with this text. */
export const SAVED_CARD_EXPIRED = 'This saved card has expired. Please choose another card or use a new card.';

/** A form flag as Magento's pages send it: true, 1, '1' or 'true'. */
function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function isSavedCardPayment(data: Record<string, unknown> | null | undefined): boolean {
  return !!data && isFlagSet(data.isSavedCardPayment);
}

export type SavedCardPaymentResult = { ok: true; payment: SavedCardPaymentSubmission } | { ok: false; message: string };

/**
 * Reads a saved-card payment: the card's id (else CCAM2), a security code of 3 or 4 digits (its exact
 * size is checked against the card's type once the card is found: CCAM3), an optional device-data session.
 * A card number or another security-code field in clear is refused as for a new card.
 */
export function readSavedCardPayment(data: Record<string, unknown>, messages: Messages): SavedCardPaymentResult {
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'saved_cc_cid'));
  if (holdsCardData(rest)) return { ok: false, message: CARD_DATA_IN_CLEAR };
  const id = typeof data.tokenCode === 'number' ? String(data.tokenCode) : typeof data.tokenCode === 'string' ? data.tokenCode.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return { ok: false, message: messages.CCAM2 };
  const cvv = typeof data.saved_cc_cid === 'string' ? data.saved_cc_cid.trim() : '';
  if (!/^\d{3,4}$/.test(cvv)) return { ok: false, message: messages.CCAM3 };
  const df = typeof data.dfReferenceId === 'string' ? data.dfReferenceId.trim() : '';
  if (df && !DF_REFERENCE.test(df)) return { ok: false, message: messages.CCAM2 };
  return { ok: true, payment: { cardId: Number(id), cvv, ...(df ? { deviceDataSessionId: df } : {}) } };
}

export function readSaveCardRequest(data: Record<string, unknown> | null | undefined): SaveCardRequest {
  return { saveCard: isFlagSet(data?.save_my_card), disclaimerAccepted: isFlagSet(data?.disclaimerFlag) };
}

/**
 * The saved card found for the payment: there (the customer's own, with a token: CCAM2), not expired,
 * and the security code of its type's size (4 for American Express, else 3: CCAM3).
 */
export function checkSavedCardForPayment(
  card: { token: string | null; cardType: string; expiryMonth: number; expiryYear: number } | null,
  cvv: string,
  now: Date,
  messages: Messages,
): RuleFailure | null {
  if (!card) return providerFailure('CCAM2', messages);
  const failure = validateSavedCard({ tokenCode: card.token, cvv, cardType: card.cardType }, messages);
  if (failure) return failure;
  return cardIsExpired(card, now) ? ruleFailure('saved-card-expired', SAVED_CARD_EXPIRED) : null;
}

/**
 * The card choice as a whole: only a customer may save a card; a subscription in the basket needs the
 * card saved (CCAM4) unless a saved card pays; saving needs the disclaimer when it is mandatory (CCAM5).
 */
export function checkCardChoice(
  choice: { isCustomer: boolean; savedCardPayment: boolean; subscription: boolean; saveCard: boolean; disclaimerAccepted: boolean },
  settings: { disclaimerMandatory: boolean },
  messages: Messages,
): RuleFailure | null {
  if (choice.savedCardPayment) return null;
  if (choice.saveCard && !choice.isCustomer) return ruleFailure('save-card-customers-only', SAVE_CARD_CUSTOMERS_ONLY);
  return validateSaveCardChoice(
    {
      subscription: choice.subscription,
      saveCard: choice.saveCard,
      disclaimerMandatory: settings.disclaimerMandatory,
      disclaimerAccepted: choice.disclaimerAccepted,
    },
    messages,
  );
}
