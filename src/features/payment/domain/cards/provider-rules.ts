import { isBlank, type RuleFailure } from '../../../../shared/domain/validation/rule-failure';
import { providerFailure } from '../provider-codes';
import type { WorldpaySettings } from '../settings';
import { passesLuhn } from './card-types';

type Messages = WorldpaySettings['messages'];
type Text = string | null | undefined;

/** The gateway's own number check (spec 002 §5, "provider variant"): 12 to 20 digits (CCAM1), then Luhn (CCAM0). */
export function validateProviderCardNumber(value: Text, messages: Messages): RuleFailure | null {
  const digits = (value ?? '').replace(/\s+/g, '');
  if (!/^\d{12,20}$/.test(digits)) return providerFailure('CCAM1', messages);
  return passesLuhn(digits) ? null : providerFailure('CCAM0', messages);
}

/** A saved card: its token must be there (CCAM2) and its security code exactly 4 digits for AMEX, else 3 (CCAM3). */
export function validateSavedCard(card: { tokenCode: Text; cvv: Text; cardType: Text }, messages: Messages): RuleFailure | null {
  if (isBlank(card.tokenCode)) return providerFailure('CCAM2', messages);
  const length = card.cardType === 'AE' || card.cardType === 'AMEX-SSL' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test((card.cvv ?? '').trim()) ? null : providerFailure('CCAM3', messages);
}

/**
 * Saving the card: a shopper with a subscription in the basket must save it (CCAM4); when the store
 * makes the disclaimer mandatory, saving needs it accepted (CCAM5).
 */
export function validateSaveCardChoice(
  choice: { subscription: boolean; saveCard: boolean; disclaimerMandatory: boolean; disclaimerAccepted: boolean },
  messages: Messages,
): RuleFailure | null {
  if (choice.subscription && !choice.saveCard) return providerFailure('CCAM4', messages);
  if (choice.saveCard && choice.disclaimerMandatory && !choice.disclaimerAccepted) return providerFailure('CCAM5', messages);
  return null;
}
