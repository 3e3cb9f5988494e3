import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import {
  CARD_DETAILS_MISSING,
  CARD_PAYMENT_CONFLICT,
  type CardSubmission,
  CHALLENGE_ORDER_CODE,
  checkCardChoice,
  CPF_COUNTRY,
  isSavedCardPayment,
  PAYMENT_METHOD_NOT_AVAILABLE,
  readCardSubmission,
  readLatamPayment,
  readSaveCardRequest,
  readSavedCardPayment,
  type SaveCardRequest,
  WORLDPAY_CC,
} from '../../domain';
import type { LatamDetails } from '../../providers/port';
import {
  AttemptAuthorisedWithAnotherCard,
  authoriseCard,
  captureCard,
  captureChallengedPayment,
  CardChallengeRequired,
  cardOrderCode,
  cardPayment,
  CardPaymentRefused,
  type CardPaymentRecord,
  challengedPayment,
  GATEWAY_UNAVAILABLE,
  orderTookCardPayment,
  recordCardPayment,
  recordOrderPayment,
  refundCard,
  voidCard,
} from '../card-payment-plugin';
import type { OrderToPay, PaymentCallContext, PaymentOutcome, ServerPaymentMethod } from '../method-plugin';
import { keepSavedCard, SAVED_CARD_RETURN_PATH, type SavedCardInstrument, savedCardInstrument } from '../saved-card-payment';

const NO_SAVE: SaveCardRequest = { saveCard: false, disclaimerAccepted: false };

/** What the shopper paid with: a new card (encrypted in the browser), a saved card, or a passed 3-D Secure challenge taken up. */
export type CardChoice =
  | { kind: 'new'; card: CardSubmission; save: SaveCardRequest; data: Record<string, unknown> | null | undefined }
  | { kind: 'saved'; card: SavedCardInstrument; data: Record<string, unknown> }
  | { kind: 'challenge'; orderCode: string };

/** The card's payment: authorised (captured after the order), or captured already (a passed challenge: undone by a refund). */
export interface CardPayment {
  record: CardPaymentRecord;
  captured: boolean;
}

/** The card of a card payment, read before anything else: a number or CVV in clear is refused (400) and never logged. */
async function readCard(additionalData: unknown, customerId: number | null, call: PaymentCallContext): Promise<CardChoice> {
  const data = additionalData as Record<string, unknown> | null | undefined;
  const { cc, messages } = call.settings;
  const challenged = data?.threeds_order_code;
  if (typeof challenged === 'string' && Object.keys(data!).length === 1) {
    if (!CHALLENGE_ORDER_CODE.test(challenged)) throw invalidInput(CARD_DETAILS_MISSING);
    return { kind: 'challenge', orderCode: challenged };
  }
  if (data && isSavedCardPayment(data)) {
    // Spec 002 §3: `tokenCode` carries the vault's id of the card (the browser never holds the token).
    if (!cc.vaultEnabled) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    const saved = readSavedCardPayment(data, messages);
    if (!saved.ok) throw invalidInput(saved.message);
    // The customer's own card, found in the vault before anything changes (else 400, never charged).
    return { kind: 'saved', card: await savedCardInstrument(call.db, customerId, saved.payment, messages), data };
  }
  const read = readCardSubmission(data);
  if (!read.ok) throw invalidInput(read.message);
  const save = readSaveCardRequest(data);
  if (save.saveCard && !cc.vaultEnabled) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return { kind: 'new', card: read.card, save, data };
}

/**
 * The gateway's Latin-American details of a card payment, re-checked with the store's rules and texts
 * (400, nothing changed, on any failure); Brazil also gets the order's delivery charge. The CPF goes to the
 * gateway only: it is neither logged nor kept.
 */
function latamOf(choice: CardChoice, order: OrderToPay, call: PaymentCallContext): LatamDetails | undefined {
  if (choice.kind === 'challenge') return undefined;
  const country = order.billingAddress.countryId;
  const read = readLatamPayment(choice.data, country, call.settings);
  if (!read.ok) throw invalidInput(read.failure.message);
  if (country.toUpperCase() !== CPF_COUNTRY) return read.latam ?? undefined;
  return { ...read.latam, shippingFee: order.shippingFee };
}

/** Spec 002 §5: saving is for customers; a subscription needs the card saved (CCAM4) unless a saved card pays; the disclaimer where mandatory (CCAM5). */
function checkChoice(choice: CardChoice, order: OrderToPay, call: PaymentCallContext): void {
  if (choice.kind === 'challenge') return;
  const save = choice.kind === 'new' ? choice.save : NO_SAVE;
  const failure = checkCardChoice(
    { isCustomer: order.isCustomer, savedCardPayment: choice.kind === 'saved', subscription: order.hasSubscription, ...save },
    { disclaimerMandatory: call.settings.cc.saveCardDisclaimer.mandatory },
    call.settings.messages,
  );
  if (failure) throw invalidInput(failure.message);
}

/** A passed challenge's payment, captured now: the capture is the gateway's word that the challenge was passed. */
export async function takeUpChallenge(orderCode: string, order: OrderToPay, call: PaymentCallContext): Promise<PaymentOutcome<CardPayment>> {
  const record = await challengedPayment(call.db, orderCode, order.cart, order.amount);
  if (!record) throw invalidInput(CARD_DETAILS_MISSING);
  try {
    return { kind: 'paid', payment: { record: await captureChallengedPayment(call.gateway, record, call.settings.messages, call.log), captured: true } };
  } catch (error) {
    if (!(error instanceof CardPaymentRefused)) throw error;
    return refused(error, call);
  }
}

async function refused(error: CardPaymentRefused, call: PaymentCallContext): Promise<PaymentOutcome<CardPayment>> {
  call.onRefused?.();
  await recordCardPayment(call.db, error.record);
  return { kind: 'refused', message: error.message };
}

/**
 * Authorises the card for the amount the server computed, under the attempt's order code (one charge per
 * basket and attempt); flagged as a stored credential's first or later use as the store's setting says,
 * unless the caller needs it either way (a subscription's card always is).
 */
export async function authorise(
  choice: Exclude<CardChoice, { kind: 'challenge' }>,
  order: OrderToPay,
  call: PaymentCallContext,
  orderCode: string,
  storedCredentials = call.settings.cc.storedCredentialsEnabled,
  replacedLostAttempt = false,
): Promise<PaymentOutcome<CardPayment>> {
  const save = choice.kind === 'new' ? choice.save : NO_SAVE;
  const authorisation = {
    orderCode,
    amount: order.amount,
    card: choice.card,
    shopper: { email: order.email, countryId: order.billingAddress.countryId },
    resultUrl: choice.kind === 'saved' ? `${call.shopOrigin}${SAVED_CARD_RETURN_PATH}` : `${call.shopOrigin}/worldpay/threedsecure/auth`,
    saveCard: save.saveCard,
    storedCredentials,
    latam: latamOf(choice, order, call),
  };
  try {
    return { kind: 'paid', payment: { record: await authoriseCard(call.gateway, authorisation, call.settings.messages, call.log), captured: false } };
  } catch (error) {
    if (error instanceof CardPaymentRefused) return refused(error, call);
    if (error instanceof CardChallengeRequired) {
      await recordCardPayment(call.db, error.record);
      return { kind: 'challenge', redirectUrl: error.redirectUrl, orderCode: error.record.orderCode };
    }
    // The gateway holds this attempt's key for another blob: a concurrent click of the same basket.
    if (error instanceof ShopError && error.message === CARD_PAYMENT_CONFLICT) return { kind: 'paid-elsewhere', orderCode };
    if (!(error instanceof AttemptAuthorisedWithAnotherCard)) throw error;
    // The attempt's key holds an authorisation of another card whose answer was lost (no order took it): it is
    // voided and recorded as ended, and the card the shopper sent pays under a new attempt. Once per call: an
    // authorisation that could not be voided answers 503 (nothing else is charged).
    if (replacedLostAttempt) throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    await undoCardPayment({ record: error.record, captured: false }, call);
    return authorise(choice, order, call, await cardOrderCode(call.db, order.cart), storedCredentials, true);
  }
}

/**
 * Undoes a payment no order was written with, under the basket's lock so that it cannot cross a concurrent
 * call that wrote the order with this very payment (then it stays).
 */
export async function undoCardPayment(payment: CardPayment, call: PaymentCallContext): Promise<void> {
  await call.db.transaction(async (tx) => {
    await call.lockBasket(tx);
    if (orderTookCardPayment(await cardPayment(tx, payment.record.orderCode))) return;
    if (payment.captured) await refundCard(call.gateway, tx, payment.record, call.log);
    else await voidCard(call.gateway, tx, payment.record, call.log);
  });
}

/** worldpay_cc: a card typed in the shop (encrypted in the browser), a saved card, or a passed 3-D Secure challenge. */
export const worldpayCard: ServerPaymentMethod<CardChoice, CardPayment> = {
  key: 'worldpay-card',
  matches: (code, settings) => code === WORLDPAY_CC && !settings.cc.hostedPage,
  read: (input, call) => readCard(input.additionalData, input.customerId, call),
  checkBeforeOrderChecks: (choice, order, call) => void latamOf(choice, order, call),
  checkAfterOrderChecks: checkChoice,
  attemptReference: async (choice, order, call) => (choice.kind === 'challenge' ? choice.orderCode : cardOrderCode(call.db, order.cart)),
  pay: (choice, order, call, orderCode) => (choice.kind === 'challenge' ? takeUpChallenge(orderCode, order, call) : authorise(choice, order, call, orderCode)),
  /** The payment must be this basket's, at this version and amount, and not undone meanwhile by a concurrent call that failed. */
  async confirm(tx, payment, order) {
    const { record } = payment;
    const sameBasket =
      record.orderCode.startsWith(`C${order.cart.id}-${order.cart.version}-`) &&
      record.amount.value === order.amount.value &&
      record.amount.currency === order.amount.currency;
    const row = await cardPayment(tx, record.orderCode);
    if (!sameBasket || row?.status === 'CANCELLED' || row?.status === 'REFUNDED') throw invalidInput(CARD_PAYMENT_CONFLICT);
  },
  async record(tx, payment, order, choice, call) {
    // 'Save my card': the token the gateway answered goes to the customer's vault with the order.
    const { savedCard } = payment.record;
    if (savedCard && choice.kind === 'new' && choice.save.saveCard && order.customerId) await keepSavedCard(tx, order.customerId, savedCard, call.log);
    await recordOrderPayment(tx, payment.record);
  },
  async settle(payment, call) {
    // A failure leaves it authorised: capture-retry.ts takes it again.
    if (!payment.captured) await captureCard(call.gateway, call.db, payment.record, call.log);
  },
  undo: undoCardPayment,
  async recover(orderCode, call) {
    // A payment an order was written with stays.
    if (orderTookCardPayment(await cardPayment(call.db, orderCode))) return false;
    const found = await call.gateway.findPayment(orderCode);
    if (!found || (found.status !== 'AUTHORISED' && found.status !== 'CAPTURED')) return false;
    const record: CardPaymentRecord = {
      orderCode,
      paymentId: found.paymentId,
      status: found.status,
      amount: found.amount,
      card: found.card ?? { last4: '', type: '' },
    };
    if (found.status === 'CAPTURED') await refundCard(call.gateway, call.db, record, call.log);
    else await voidCard(call.gateway, call.db, record, call.log);
    return true;
  },
};
