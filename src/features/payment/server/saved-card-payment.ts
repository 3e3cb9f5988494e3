import type { FastifyBaseLogger } from 'fastify';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { checkSavedCardForPayment, type SavedCardPaymentSubmission } from '../domain/cards/saved-card-payment';
import { validateSavedCardInput } from '../domain/saved-cards';
import type { WorldpaySettings } from '../domain/settings';
import type { CardSummary, SavedCardToken } from '../providers/port';
import { saveCardToken, savedCardForPayment, type SavedCardRow, saveSubscriptionProfile, subscriptionProfileForPayment } from './vault';

/** A saved card paying: the gateway's token (from the vault), the security code typed again, what the shop shows of it. */
export interface SavedCardInstrument {
  token: string;
  cvc: string;
  summary: CardSummary;
  deviceDataSessionId?: string;
}

/** Where the gateway sends the shopper back after a saved card's 3-D Secure challenge (spec 002 §2). */
export const SAVED_CARD_RETURN_PATH = '/worldpay/savedcard/redirect';

/**
 * The saved card paying an order, from the vault: the signed-in customer's own card by its id, with a
 * token, not expired, and the security code of its type's size. A guest, another customer's card or an
 * unknown id are the same refusal (CCAM2), so nothing tells one from the other; nothing is charged.
 */
export async function savedCardInstrument(
  db: Executor,
  customerId: number | null,
  submission: SavedCardPaymentSubmission,
  messages: WorldpaySettings['messages'],
  now: Date = new Date(),
): Promise<SavedCardInstrument> {
  return instrumentOf(await usableCard(db, customerId, submission, messages, now, savedCardForPayment), submission);
}

/**
 * A subscription payment profile paying a new subscription (subscribe_pro_vault): as a saved card, but only
 * one of the customer's own profiles (a card kept by subscribe_pro with its scheme reference). Answers the
 * instrument and the profile's id, which the order's subscription lines then point at.
 */
export async function subscriptionProfileInstrument(
  db: Executor,
  customerId: number | null,
  submission: SavedCardPaymentSubmission,
  messages: WorldpaySettings['messages'],
  now: Date = new Date(),
): Promise<{ instrument: SavedCardInstrument; profileId: number }> {
  const row = await usableCard(db, customerId, submission, messages, now, subscriptionProfileForPayment);
  return { instrument: instrumentOf(row, submission), profileId: row.id };
}

async function usableCard(
  db: Executor,
  customerId: number | null,
  submission: SavedCardPaymentSubmission,
  messages: WorldpaySettings['messages'],
  now: Date,
  find: (db: Executor, customerId: number, cardId: unknown) => Promise<SavedCardRow>,
): Promise<SavedCardRow> {
  let row: SavedCardRow | null = null;
  if (customerId !== null) {
    try {
      row = await find(db, customerId, submission.cardId);
    } catch (error) {
      if (!(error instanceof ShopError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  const failure = checkSavedCardForPayment(row, submission.cvv, now, messages);
  if (failure || !row) throw invalidInput(failure?.message ?? messages.CCAM2);
  return row;
}

function instrumentOf(row: SavedCardRow, submission: SavedCardPaymentSubmission): SavedCardInstrument {
  return {
    token: row.token,
    cvc: submission.cvv,
    summary: { type: row.cardType, last4: row.last4 },
    ...(submission.deviceDataSessionId ? { deviceDataSessionId: submission.deviceDataSessionId } : {}),
  };
}

/**
 * Keeps the card the gateway tokenised with this order in the customer's vault (in the order's
 * transaction). An answer the vault cannot hold is logged (without the token) and the order goes on:
 * the payment itself succeeded.
 */
export async function keepSavedCard(db: Executor, customerId: number, saved: SavedCardToken, log: FastifyBaseLogger): Promise<void> {
  const input = {
    token: saved.token,
    type: saved.type,
    last4: saved.last4,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
    cardholderName: saved.cardholderName,
  };
  const failure = validateSavedCardInput(input);
  if (failure) {
    log.warn({ code: 'saved_card_not_kept', field: failure.parameters?.field }, 'the gateway’s saved card could not be kept');
    return;
  }
  await saveCardToken(db, customerId, input);
}

/** Keeps the card a subscription was paid with as the customer's subscription payment profile (in the order's transaction); answers its id. */
export async function keepSubscriptionProfile(db: Executor, customerId: number, saved: SavedCardToken, schemeTransactionId: string): Promise<number> {
  const profile = await saveSubscriptionProfile(db, customerId, {
    token: saved.token,
    type: saved.type,
    last4: saved.last4,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
    cardholderName: saved.cardholderName,
    schemeTransactionId,
  });
  return profile.id;
}
