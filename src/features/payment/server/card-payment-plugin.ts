import { createHash } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paymentTransactions } from '../../../db/schema';
import { ShopError } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { type CardSubmission, CARD_PAYMENT_CONFLICT, refusalMessage } from '../domain/cards/card-submission';
import { CHALLENGE_ORDER_CODE } from '../domain/cards/card-payment';
import { WORLDPAY_CC } from '../domain/method-codes';
import { type GatewayPaymentStatus, isPaymentStatus, nextPaymentStatus } from '../domain/payment-status';
import {
  type CardSummary,
  GatewayRequestError,
  GatewayUnavailableError,
  IdempotencyConflictError,
  type LatamDetails,
  type Money,
  type PaymentGatewayPort,
  type PaymentInquiry,
  type PaymentInstrument,
  type SavedCardToken,
} from '../providers/port';
import { GATEWAY_UNAVAILABLE } from './routes';

export { GATEWAY_UNAVAILABLE };
import type { SavedCardInstrument } from './saved-card-payment';

import { lockTransaction, updateTransaction } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card and alternative-payment gateway the shop charges through. */
    paymentGateway: PaymentGatewayPort;
  }
}

export type { PaymentGatewayPort };

/** Gives the app its payment gateway (`app.paymentGateway`) for the checkout's card payments; called on the root app. */
export function cardPaymentPlugin(app: FastifyInstance, gateway: PaymentGatewayPort): void {
  app.decorate('paymentGateway', gateway);
}

/**
 * The statuses that end an attempt without an order: the next attempt on the same basket gets a new key. A
 * 3-D Secure challenge left open (PENDING) is one: the shopper who comes back to try another card pays anew.
 */
const ENDED_ATTEMPT: GatewayPaymentStatus[] = ['REFUSED', 'ERROR', 'CANCELLED', 'PENDING'];

/**
 * The gateway's order code of a card payment: the cart, its version and the attempt. A retried or
 * double-clicked place order of the same basket reuses it (and the idempotency key made from it), so the
 * gateway answers the first authorisation again instead of charging twice; a changed basket (new version)
 * or a new attempt after a refusal gets a new one.
 */
export function cardOrderCode(db: Executor, cart: { id: number; version: number }): Promise<string> {
  return attemptOrderCode(db, 'C', cart);
}

/** The order code of an attempt of a method that pays before the order (a card `C…`, a wallet `W…`), as `cardOrderCode`'s. */
export async function attemptOrderCode(db: Executor, letter: string, cart: { id: number; version: number }): Promise<string> {
  const prefix = `${letter}${cart.id}-${cart.version}-`;
  const [{ ended }] = await db
    .select({ ended: sql<number>`count(*)::int` })
    .from(paymentTransactions)
    .where(and(like(paymentTransactions.orderCode, `${prefix}%`), inArray(paymentTransactions.status, ENDED_ATTEMPT)));
  return `${prefix}${ended + 1}`;
}

export const idempotencyKeyOf = (operation: string, reference: string, amount?: Money): string =>
  createHash('sha256')
    .update([operation, reference, amount?.value ?? '', amount?.currency ?? ''].join(':'))
    .digest('hex')
    .slice(0, 40);

/** The gateway refused or failed the card: the shopper's message, and what to record. */
export class CardPaymentRefused extends Error {
  constructor(
    message: string,
    readonly record: CardPaymentRecord,
  ) {
    super(message);
    this.name = 'CardPaymentRefused';
  }
}

/** The gateway asks for a 3-D Secure challenge: the shopper goes to `redirectUrl`, the order waits. */
export class CardChallengeRequired extends Error {
  constructor(
    readonly redirectUrl: string,
    readonly record: CardPaymentRecord,
  ) {
    super('3-D Secure challenge required');
    this.name = 'CardChallengeRequired';
  }
}

export interface CardPaymentRecord {
  orderCode: string;
  paymentId: string;
  status: GatewayPaymentStatus;
  amount: Money;
  card: CardSummary;
  /** The gateway's token of a card saved with this payment ("save my card"), to be kept in the vault. */
  savedCard?: SavedCardToken;
  /** The scheme's id of a stored credential's first payment: what later merchant-initiated payments of the saved card quote. */
  schemeTransactionId?: string;
  /** The method recorded with it: a card's (`worldpay_cc`) unless said (a wallet's card). */
  method?: string;
}

export interface CardAuthorisation {
  orderCode: string;
  amount: Money;
  /** A new card (encrypted), or a saved card by its token. */
  card: CardSubmission | SavedCardInstrument;
  shopper: { email?: string; countryId?: string };
  resultUrl: string;
  /** A new card the customer asked to keep: the gateway answers its token. */
  saveCard?: boolean;
  /** Flag the payment as a stored credential's first (saving) or later (saved card) use. */
  storedCredentials?: boolean;
  /** CPF, instalments, statement text and Brazil's shipping fee, checked by the shop before. */
  latam?: LatamDetails;
}

const isSaved = (card: CardSubmission | SavedCardInstrument): card is SavedCardInstrument => 'token' in card;

/** What the shop keeps of a card: the type the shopper chose, the last four digits (never more). */
const summaryOf = (card: CardSubmission | SavedCardInstrument): CardSummary => (isSaved(card) ? card.summary : { type: card.cardType, last4: card.last4 });

function instrumentOf(card: CardSubmission | SavedCardInstrument): PaymentInstrument {
  return isSaved(card)
    ? { kind: 'token', token: card.token, cvc: card.cvc }
    : { kind: 'card', encryptedData: card.encryptedData, cardholderName: card.cardholderName };
}

/**
 * The gateway already holds an authorisation of this attempt, made with another card (its answer was lost:
 * the shopper, told to try again, came back with a different card). Its order was never written: the
 * caller voids it, and the card the shopper sent now pays in a new attempt.
 */
export class AttemptAuthorisedWithAnotherCard extends Error {
  constructor(readonly record: CardPaymentRecord) {
    super('attempt authorised with another card');
    this.name = 'AttemptAuthorisedWithAnotherCard';
  }
}

/**
 * Authorises the card for the order's amount. Answers the authorised payment; a refusal throws
 * `CardPaymentRefused` with the shopper's message, a challenge `CardChallengeRequired`, an unreachable
 * gateway a 503 and a key reused for a different amount a 409 (nothing is charged in either case).
 *
 * An answer that never came (a timeout after the gateway acted, a connection lost on the way back) is
 * asked for by the attempt's order code: an authorisation or a refusal of this card for this amount is
 * taken as the answer. The same holds when a later call of the attempt (the shopper's retry, with the card
 * encrypted anew) meets the key's conflict: the gateway's authorisation of this card is taken up, so the
 * basket is charged once; one made with another card throws `AttemptAuthorisedWithAnotherCard`.
 */
export async function authoriseCard(
  gateway: PaymentGatewayPort,
  request: CardAuthorisation,
  messages: { CCAM0: string; CCAM2?: string; CCAM3?: string; CCAM20?: string; CCAM21?: string },
  log: FastifyBaseLogger,
): Promise<CardPaymentRecord> {
  const card = summaryOf(request.card);
  // The saved card's own codes (CCAM2, CCAM3) only for a saved card.
  const texts = isSaved(request.card) ? messages : { CCAM0: messages.CCAM0, CCAM20: messages.CCAM20, CCAM21: messages.CCAM21 };
  try {
    const result = await gateway.authorise({
      orderCode: request.orderCode,
      idempotencyKey: idempotencyKeyOf('authorise', request.orderCode, request.amount),
      amount: request.amount,
      instrument: instrumentOf(request.card),
      shopper: request.shopper,
      deviceDataSessionId: request.card.deviceDataSessionId,
      resultUrl: request.resultUrl,
      ...(request.saveCard && !isSaved(request.card) ? { saveCard: true } : {}),
      ...(request.storedCredentials && (request.saveCard || isSaved(request.card))
        ? { storedCredentials: { usage: isSaved(request.card) ? ('USED' as const) : ('FIRST' as const) } }
        : {}),
      ...(request.latam ? { latam: request.latam } : {}),
    });
    const record = { orderCode: request.orderCode, paymentId: result.paymentId, amount: request.amount, card };
    if (result.status === 'AUTHORISED') {
      return {
        ...record,
        status: 'AUTHORISED',
        ...(result.savedCard ? { savedCard: result.savedCard } : {}),
        ...(result.schemeTransactionId ? { schemeTransactionId: result.schemeTransactionId } : {}),
      };
    }
    if (result.status === 'REDIRECT') throw new CardChallengeRequired(result.redirectUrl, { ...record, status: 'PENDING' });
    log.info({ code: 'card_payment_refused', orderCode: request.orderCode, paymentId: result.paymentId, reason: result.reason }, 'card payment refused');
    throw new CardPaymentRefused(refusalMessage(result.reason, texts), { ...record, status: result.status });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      const found = await attemptAtGateway(gateway, request, log);
      if (found && found.card.last4 === card.last4) {
        const record = { orderCode: request.orderCode, paymentId: found.paymentId, amount: request.amount, card };
        if (found.status === 'AUTHORISED') {
          log.info(
            { code: 'card_authorisation_found', orderCode: request.orderCode, paymentId: found.paymentId },
            'card authorisation found at the gateway after its answer was lost',
          );
          return { ...record, status: 'AUTHORISED' };
        }
        if (found.status === 'REFUSED' || found.status === 'ERROR') {
          log.info(
            { code: 'card_payment_refused', orderCode: request.orderCode, paymentId: found.paymentId, reason: found.status },
            'card payment refused (answer lost, found at the gateway)',
          );
          throw new CardPaymentRefused(refusalMessage(found.status, texts), { ...record, status: found.status });
        }
      }
    }
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
      log.warn({ code: 'payment_gateway_unavailable', orderCode: request.orderCode, reason: error.message }, 'payment gateway unavailable at place order');
      throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    }
    if (error instanceof IdempotencyConflictError) {
      // Another call of this attempt sent the card encrypted anew: a second click still at the gateway, or an
      // earlier call whose answer was lost. An authorisation the gateway holds for it is taken up (a click
      // still under way writes the same order with it, or finds it written); none yet, the caller waits.
      const found = await attemptAtGateway(gateway, request, log);
      if (found?.status === 'AUTHORISED') {
        const record: CardPaymentRecord = { orderCode: request.orderCode, paymentId: found.paymentId, status: 'AUTHORISED', amount: request.amount, card };
        if (found.card.last4 === card.last4) {
          log.info(
            { code: 'card_authorisation_taken_up', orderCode: request.orderCode, paymentId: found.paymentId },
            'card authorisation of an earlier call of this attempt taken up',
          );
          return record;
        }
        throw new AttemptAuthorisedWithAnotherCard({ ...record, card: found.card });
      }
      throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
    }
    throw error;
  }
}

/** The gateway's payment of this attempt for this amount (an order inquiry), or null: none, another amount, or no answer. */
async function attemptAtGateway(
  gateway: PaymentGatewayPort,
  request: CardAuthorisation,
  log: FastifyBaseLogger,
): Promise<(PaymentInquiry & { card: CardSummary }) | null> {
  try {
    const found = await gateway.findPayment(request.orderCode);
    if (!found || found.amount.value !== request.amount.value || found.amount.currency !== request.amount.currency) return null;
    return { ...found, card: found.card ?? { last4: '', type: '' } };
  } catch (error) {
    log.warn({ code: 'payment_inquiry_failed', orderCode: request.orderCode, reason: (error as Error).message }, 'payment gateway not asked about an attempt');
    return null;
  }
}

/** Undoes an authorisation whose order could not be written; a failure is logged (the gateway's own expiry releases it). */
export async function voidCard(gateway: PaymentGatewayPort, db: Executor, record: CardPaymentRecord, log: FastifyBaseLogger): Promise<void> {
  try {
    const result = await gateway.void({ paymentId: record.paymentId, idempotencyKey: idempotencyKeyOf('void', record.paymentId) });
    if (!result.ok) log.warn({ code: 'card_void_refused', paymentId: record.paymentId, reason: result.reason }, 'card authorisation not voided');
    else await recordCardPayment(db, { ...record, status: 'CANCELLED' });
  } catch (error) {
    log.error({ code: 'card_void_failed', paymentId: record.paymentId, reason: (error as Error).message }, 'card authorisation not voided');
  }
}

/** Gives back a captured payment whose order could not be written; a failure is logged for the operator to refund by hand. */
export async function refundCard(gateway: PaymentGatewayPort, db: Executor, record: CardPaymentRecord, log: FastifyBaseLogger): Promise<void> {
  try {
    const result = await gateway.refund({
      paymentId: record.paymentId,
      idempotencyKey: idempotencyKeyOf('refund', record.paymentId, record.amount),
      amount: record.amount,
    });
    if (!result.ok)
      log.error({ code: 'card_refund_refused', paymentId: record.paymentId, reason: result.reason }, 'captured card payment without an order not refunded');
    else await recordCardPayment(db, { ...record, status: 'REFUNDED' });
  } catch (error) {
    log.error(
      { code: 'card_refund_failed', paymentId: record.paymentId, reason: (error as Error).message },
      'captured card payment without an order not refunded',
    );
  }
}

/** Captures an authorised payment once its order is written; a failure leaves it authorised (`capture-retry.ts` takes it again). */
export async function captureCard(gateway: PaymentGatewayPort, db: Executor, record: CardPaymentRecord, log: FastifyBaseLogger): Promise<boolean> {
  try {
    const result = await gateway.capture({
      paymentId: record.paymentId,
      idempotencyKey: idempotencyKeyOf('capture', record.paymentId, record.amount),
      amount: record.amount,
    });
    if (result.ok) await recordCardPayment(db, { ...record, status: 'CAPTURED' });
    else log.warn({ code: 'card_capture_refused', paymentId: record.paymentId, reason: result.reason }, 'card payment not captured');
    return result.ok;
  } catch (error) {
    log.error({ code: 'card_capture_failed', paymentId: record.paymentId, reason: (error as Error).message }, 'card payment not captured');
    return false;
  }
}

/**
 * Records a card payment in `payment_transactions`: the method, amount, status, and of the card only the
 * last four digits and the type. A status never moves back (a notification may have been quicker). A row a
 * notification created (method `worldpay`: the gateway's word only) becomes the card method's own record.
 */
export async function recordCardPayment(db: Executor, record: CardPaymentRecord, taken: { byOrder?: true } = {}): Promise<void> {
  const last4 = /^\d{4}$/.test(record.card.last4) ? record.card.last4 : null;
  const takenByOrder = taken.byOrder === true;
  const { row, created } = await lockTransaction(db, record.orderCode, {
    orderCode: record.orderCode,
    paymentId: record.paymentId,
    method: record.method ?? WORLDPAY_CC,
    status: record.status,
    amount: record.amount.value,
    currency: record.amount.currency,
    cardLast4: last4,
    cardType: record.card.type,
    takenByOrder,
  });
  if (created) return;
  const next = nextPaymentStatus(isPaymentStatus(row.status) ? row.status : null, record.status) ?? row.status;
  await updateTransaction(db, record.orderCode, {
    status: next,
    method: record.method ?? WORLDPAY_CC,
    paymentId: record.paymentId,
    cardLast4: last4,
    cardType: record.card.type,
    ...(takenByOrder ? { takenByOrder } : {}),
  });
}

export async function cardPayment(db: Executor, orderCode: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderCode, orderCode));
  return row;
}

/** Records the payment an order is being written with, in the order's own transaction: it is marked taken (never unmarked). */
export function recordOrderPayment(tx: Executor, record: CardPaymentRecord): Promise<void> {
  return recordCardPayment(tx, record, { byOrder: true });
}

/**
 * Whether an order was written with this payment: only the order's transaction marks it. A status says
 * nothing of an order: the gateway's notification records an authorisation before the order (or a passed
 * 3-D Secure challenge the shopper never took up).
 */
export function orderTookCardPayment(row: { takenByOrder: boolean } | undefined): boolean {
  return row?.takenByOrder === true;
}

/**
 * The payment of a passed 3-D Secure challenge, taken up again at place order: it must be this basket's,
 * at this version, for the amount the server computes now, and still waiting (pending or authorised).
 * Null when it is not (the shopper then pays again).
 */
export async function challengedPayment(
  db: Executor,
  orderCode: string,
  cart: { id: number; version: number },
  amount: Money,
): Promise<CardPaymentRecord | null> {
  if (!CHALLENGE_ORDER_CODE.test(orderCode) || !orderCode.startsWith(`C${cart.id}-${cart.version}-`)) return null;
  const row = await cardPayment(db, orderCode);
  if (!row || (row.status !== 'PENDING' && row.status !== 'AUTHORISED')) return null;
  if (row.amount !== amount.value || row.currency !== amount.currency) return null;
  return { orderCode, paymentId: row.paymentId, status: 'AUTHORISED', amount, card: { last4: row.cardLast4 ?? '', type: row.cardType ?? '' } };
}

/**
 * Captures a challenged payment before its order is committed: the capture is the gateway's word that the
 * challenge was passed. A refusal throws `CardPaymentRefused` (the order is then not written).
 */
export async function captureChallengedPayment(
  gateway: PaymentGatewayPort,
  record: CardPaymentRecord,
  messages: { CCAM0: string },
  log: FastifyBaseLogger,
): Promise<CardPaymentRecord> {
  try {
    const result = await gateway.capture({
      paymentId: record.paymentId,
      idempotencyKey: idempotencyKeyOf('capture', record.paymentId, record.amount),
      amount: record.amount,
    });
    if (result.ok) return { ...record, status: 'CAPTURED' };
    log.info({ code: 'card_challenge_not_passed', paymentId: record.paymentId, reason: result.reason }, 'challenged card payment not captured');
    throw new CardPaymentRefused(refusalMessage('REFUSED', messages), { ...record, status: 'REFUSED' });
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    throw error;
  }
}
