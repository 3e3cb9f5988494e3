import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { findCardType } from './cards/card-types';

/**
 * A saved card as the customer sees it (the vault): never its number, never the gateway's token.
 * `masked` is the last four digits behind dots, as on the card list and the checkout.
 */
export interface SavedCardView {
  id: number;
  type: string;
  type_label: string;
  last4: string;
  masked: string;
  expiry_month: number;
  expiry_year: number;
  /** MM/YYYY. */
  expires: string;
  cardholder_name: string;
  is_expired: boolean;
  /** A subscription payment profile: the card the customer's subscriptions renew with (subscribe_pro_vault pays with it). */
  pays_subscriptions: boolean;
  created_at: string;
}

/** What the card flow hands the vault after the gateway tokenised a card ("save my card"). */
export interface SavedCardInput {
  token: string;
  type: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
}

const SAVED_CARD_INVALID = 'The saved card is not valid: %field.';
/** Deleting a card a subscription renews with (the order's subscription lines point at it). */
export const SAVED_CARD_PAYS_SUBSCRIPTION =
  'This card pays your subscription renewals, so it cannot be deleted. Please contact us to change the card your subscription uses.';
export const SAVED_CARD_NOT_FOUND_FIELD = 'cardId';

export function maskedSavedCard(last4: string): string {
  return `•••• ${last4}`;
}

export function cardTypeLabel(code: string): string {
  return findCardType(code)?.title ?? code;
}

/** A card is usable through the last day of its expiry month. */
export function cardIsExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < now.getUTCMonth() + 1);
}

/** Guards what is written to the vault: a token, a type, four digits and a sane expiry; nothing more of the card. */
export function validateSavedCardInput(input: SavedCardInput): RuleFailure | null {
  const bad = (field: string) => ruleFailure('saved-card', SAVED_CARD_INVALID, { field });
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(input.token)) return bad('token');
  if (!/^[A-Z]{2,4}$/.test(input.type)) return bad('type');
  if (!/^\d{4}$/.test(input.last4)) return bad('last4');
  if (!Number.isInteger(input.expiryMonth) || input.expiryMonth < 1 || input.expiryMonth > 12) return bad('expiryMonth');
  if (!Number.isInteger(input.expiryYear) || input.expiryYear < 2000 || input.expiryYear > 2099) return bad('expiryYear');
  const name = input.cardholderName.trim();
  if (name.length === 0 || name.length > 255) return bad('cardholderName');
  return null;
}

/** A subscription payment profile: a saved card with the scheme's reference of its first stored-credential payment. */
export interface SubscriptionProfileInput extends SavedCardInput {
  schemeTransactionId: string;
}

/** Guards a subscription payment profile: a valid saved card and a scheme reference (letters and digits). */
export function validateSubscriptionProfileInput(input: SubscriptionProfileInput): RuleFailure | null {
  if (!/^[A-Za-z0-9]{1,64}$/.test(input.schemeTransactionId)) return ruleFailure('saved-card', SAVED_CARD_INVALID, { field: 'schemeTransactionId' });
  return validateSavedCardInput(input);
}
