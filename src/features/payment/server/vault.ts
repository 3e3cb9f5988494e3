import { and, desc, eq } from 'drizzle-orm';
import { savedCards } from '../../../db/schema';
import { invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import { type Executor, violatedConstraint } from '../../../shared/server/db';
import { SUBSCRIBE_PRO } from '../domain/method-codes';
import {
  cardIsExpired,
  cardTypeLabel,
  maskedSavedCard,
  SAVED_CARD_NOT_FOUND_FIELD,
  SAVED_CARD_PAYS_SUBSCRIPTION,
  type SavedCardInput,
  type SavedCardView,
  type SubscriptionProfileInput,
  validateSavedCardInput,
  validateSubscriptionProfileInput,
} from '../domain/saved-cards';

/** The key by which a subscription line points at the profile its renewals charge (db/schema/orders.ts). */
const PROFILE_IN_USE = ['order_items_subscription_payment_profile_fk', 'subscriptions_payment_profile_fk'];

export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * The vault: a customer's saved cards by the gateway's token. The card flow calls `saveCardToken` after
 * the gateway tokenised a card ("save my card") and `savedCardForPayment` to pay with one; the account
 * page lists and deletes them. Every call is scoped to the customer: another's card is "no such entity".
 */
export async function saveCardToken(db: Executor, customerId: number, input: SavedCardInput): Promise<SavedCardRow> {
  const failure = validateSavedCardInput(input);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  const values = {
    customerId,
    token: input.token,
    cardType: input.type,
    last4: input.last4,
    expiryMonth: input.expiryMonth,
    expiryYear: input.expiryYear,
    cardholderName: input.cardholderName.trim(),
  };
  // The same token saved twice (a retried order) is one card.
  const [inserted] = await db.insert(savedCards).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), eq(savedCards.token, input.token)));
  return existing;
}

/**
 * Keeps a subscription payment profile (subscribe_pro): the card the gateway tokenised with the scheme's
 * reference of its first stored-credential payment. The same token kept twice (a retried order) is one profile.
 */
export async function saveSubscriptionProfile(db: Executor, customerId: number, input: SubscriptionProfileInput): Promise<SavedCardRow> {
  const failure = validateSubscriptionProfileInput(input);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  const values = {
    customerId,
    token: input.token,
    cardType: input.type,
    last4: input.last4,
    expiryMonth: input.expiryMonth,
    expiryYear: input.expiryYear,
    cardholderName: input.cardholderName.trim(),
    method: SUBSCRIBE_PRO,
    schemeTransactionId: input.schemeTransactionId,
  };
  const [kept] = await db
    .insert(savedCards)
    .values(values)
    .onConflictDoUpdate({ target: [savedCards.customerId, savedCards.token], set: { method: SUBSCRIBE_PRO, schemeTransactionId: input.schemeTransactionId } })
    .returning();
  return kept;
}

export function savedCardsOf(db: Executor, customerId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** A card id from a path or a payload: a positive integer, as a number or a numeric string; anything else finds nothing. */
function parseSavedCardId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The customer's own saved card (with its token, for the gateway), else 404. */
export async function savedCardForPayment(db: Executor, customerId: number, cardId: unknown): Promise<SavedCardRow> {
  const id = parseSavedCardId(cardId);
  if (id !== null) {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)));
    if (row) return row;
  }
  throw noSuchEntity(SAVED_CARD_NOT_FOUND_FIELD, String(cardId));
}

/** The customer's own subscription payment profile (a card saved by subscribe_pro, with its scheme reference), else 404. */
export async function subscriptionProfileForPayment(db: Executor, customerId: number, cardId: unknown): Promise<SavedCardRow> {
  const row = await savedCardForPayment(db, customerId, cardId);
  if (row.method === SUBSCRIBE_PRO && row.schemeTransactionId) return row;
  throw noSuchEntity(SAVED_CARD_NOT_FOUND_FIELD, String(cardId));
}

/** The customer's own subscription payment profile of a gateway token, or null. */
export async function subscriptionProfileByToken(db: Executor, customerId: number, token: string): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), eq(savedCards.token, token), eq(savedCards.method, SUBSCRIBE_PRO)));
  return row ?? null;
}

/**
 * Deletes the customer's own saved card; another's or an unknown id is 404 and nothing changes. A card a
 * subscription renews with stays (400): its renewals would have nothing to charge.
 */
export async function deleteSavedCard(db: Executor, customerId: number, cardId: unknown): Promise<void> {
  const id = parseSavedCardId(cardId);
  if (id !== null) {
    const deleted = await db
      .delete(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)))
      .returning({ id: savedCards.id })
      .catch((error: unknown) => {
        throw PROFILE_IN_USE.includes(violatedConstraint(error) ?? '') ? invalidInput(SAVED_CARD_PAYS_SUBSCRIPTION) : error;
      });
    if (deleted.length === 1) return;
  }
  throw noSuchEntity(SAVED_CARD_NOT_FOUND_FIELD, String(cardId));
}

export function savedCardView(row: SavedCardRow, now: Date = new Date()): SavedCardView {
  return {
    id: row.id,
    type: row.cardType,
    type_label: cardTypeLabel(row.cardType),
    last4: row.last4,
    masked: maskedSavedCard(row.last4),
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    expires: `${String(row.expiryMonth).padStart(2, '0')}/${row.expiryYear}`,
    cardholder_name: row.cardholderName,
    is_expired: cardIsExpired(row, now),
    pays_subscriptions: row.method === SUBSCRIBE_PRO,
    created_at: row.createdAt.toISOString(),
  };
}
