import { DEFAULT_PROVIDER_MESSAGES, validateSavedCard } from '../domain';
import type { SavedCardsController } from './use-saved-cards';

/** A payment with a saved card (spec 002 §3): the vault's id of the card, never the gateway's token. */
export interface SavedCardPaymentData {
  isSavedCardPayment: true;
  tokenCode: string;
  saved_cc_cid: string;
}

/** A new card's 'save my card' answers, sent beside the encrypted card. */
export interface SaveCardData {
  save_my_card?: true;
  disclaimerFlag?: boolean;
}

export type SavedCardChoiceResult =
  | { kind: 'saved'; data: SavedCardPaymentData }
  | { kind: 'new'; data: SaveCardData }
  | { kind: 'invalid'; focus: 'cvv' | 'save' };

/**
 * The saved-card part of the card form at place order: a saved card needs its security code of the
 * type's size (CCAM3); a new card the save choice the basket and the store ask for (CCAM4, CCAM5).
 * The errors show beside their fields; the server checks all of it again.
 */
export function collectSavedCardChoice(saved: SavedCardsController): SavedCardChoiceResult {
  if (saved.chosen) {
    const failure = validateSavedCard({ tokenCode: String(saved.chosen.id), cvv: saved.cvv, cardType: saved.chosen.type }, DEFAULT_PROVIDER_MESSAGES);
    saved.setCvvError(failure?.message);
    if (failure) return { kind: 'invalid', focus: 'cvv' };
    return { kind: 'saved', data: { isSavedCardPayment: true, tokenCode: String(saved.chosen.id), saved_cc_cid: saved.cvv } };
  }
  const failure = saved.checkChoice();
  saved.setChoiceError(failure);
  if (failure) return { kind: 'invalid', focus: 'save' };
  if (!saved.offered || !saved.saveCard) return { kind: 'new', data: {} };
  saved.forgetList();
  return { kind: 'new', data: { save_my_card: true, disclaimerFlag: saved.disclaimerAccepted } };
}
