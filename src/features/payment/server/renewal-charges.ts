import { ShopError } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { SUBSCRIBE_PRO, SUBSCRIBE_PRO_VAULT } from '../domain/method-codes';
import type { Money, PaymentGatewayPort } from '../providers/port';
import { recordCardPayment } from './card-payment-plugin';
import { type SavedCardRow, savedCardsOf, subscriptionProfileForPayment } from './vault';

/** A subscription payment profile as a subscription shows it: never the token. */
export interface ProfileCard {
  id: number;
  type: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const cardOf = (row: SavedCardRow): ProfileCard => ({
  id: row.id,
  type: row.cardType,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
});
const isProfile = (row: SavedCardRow) => row.method === SUBSCRIBE_PRO && row.schemeTransactionId !== null;

/** The customer's own subscription payment profile by the id they sent; null for another's, an unknown one, or a card without a stored credential. */
export async function subscriptionProfileCard(db: Executor, customerId: number, cardId: unknown): Promise<ProfileCard | null> {
  try {
    return cardOf(await subscriptionProfileForPayment(db, customerId, cardId));
  } catch (error) {
    if (error instanceof ShopError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The customer's subscription payment profiles. */
export async function subscriptionProfileCards(db: Executor, customerId: number): Promise<ProfileCard[]> {
  return (await savedCardsOf(db, customerId)).filter(isProfile).map(cardOf);
}

export interface RenewalChargeRequest {
  customerId: number;
  profileId: number;
  orderCode: string;
  idempotencyKey: string;
  amount: Money;
}

export type RenewalChargeResult =
  | { status: 'CAPTURED'; paymentId: string; card: { type: string; last4: string } }
  | { status: 'REFUSED' | 'ERROR'; paymentId: string | null; reason: string };

/**
 * A subscription's renewal charged to its payment profile: a merchant-initiated payment quoting the card's
 * first stored-credential payment, captured at once. A profile gone (deleted, another customer's) is a
 * refusal with its own reason; the gateway's silence is thrown (the caller tries the same key again).
 */
export async function chargeRenewal(gateway: PaymentGatewayPort, db: Executor, request: RenewalChargeRequest): Promise<RenewalChargeResult> {
  const profile = await subscriptionProfileForPayment(db, request.customerId, request.profileId).catch(() => null);
  if (!profile?.schemeTransactionId) return { status: 'REFUSED', paymentId: null, reason: 'NO_PAYMENT_PROFILE' };
  const result = await gateway.merchantInitiatedPayment({
    orderCode: request.orderCode,
    idempotencyKey: request.idempotencyKey,
    amount: request.amount,
    token: profile.token,
    schemeTransactionId: profile.schemeTransactionId,
  });
  if (result.status === 'CAPTURED') return { status: 'CAPTURED', paymentId: result.paymentId, card: result.card };
  return { status: result.status, paymentId: result.paymentId, reason: result.reason };
}

/** Gives a renewal's charge back (its order could not be written); throws when the gateway would not. */
export async function refundRenewal(gateway: PaymentGatewayPort, request: { paymentId: string; idempotencyKey: string; amount: Money }): Promise<void> {
  const result = await gateway.refund(request);
  if (!result.ok) throw new Error(`renewal refund refused: ${result.reason}`);
}

/** Records a renewal's captured payment with its order, in the order's transaction. */
export function recordRenewalPayment(
  tx: Executor,
  payment: { orderCode: string; paymentId: string; amount: Money; card: { type: string; last4: string } },
): Promise<void> {
  return recordCardPayment(tx, { ...payment, status: 'CAPTURED', method: SUBSCRIBE_PRO_VAULT }, { byOrder: true });
}
