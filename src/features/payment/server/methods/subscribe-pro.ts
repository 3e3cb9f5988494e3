import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import {
  CARD_DETAILS_MISSING,
  CHALLENGE_ORDER_CODE,
  checkCardChoice,
  isSavedCardPayment,
  readCardSubmission,
  readSaveCardRequest,
  readSavedCardPayment,
  SUBSCRIBE_PRO,
  SUBSCRIBE_PRO_VAULT,
  SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT,
  subscriptionPaymentRefusal,
} from '../../domain';
import { GATEWAY_UNAVAILABLE, recordOrderPayment } from '../card-payment-plugin';
import type { OrderToPay, PaymentCallContext, PaymentOutcome, ServerPaymentMethod } from '../method-plugin';
import { keepSubscriptionProfile, subscriptionProfileInstrument } from '../saved-card-payment';
import { subscriptionProfileByToken } from '../vault';
import { authorise, type CardChoice, type CardPayment, takeUpChallenge, undoCardPayment, worldpayCard } from './worldpay-card';

/**
 * What a subscription is paid with: a new card, always kept as a subscription payment profile (the
 * disclaimer as the store asks); a profile saved before (subscribe_pro_vault), whose id the order's
 * subscription lines then point at; or a passed 3-D Secure challenge of either, taken up (by the customer).
 */
type SubscriptionChoice =
  | Extract<CardChoice, { kind: 'new' }>
  | (Extract<CardChoice, { kind: 'saved' }> & { profileId: number })
  | (Extract<CardChoice, { kind: 'challenge' }> & { customerId: number | null });

/** The card's payment, and the profile saved before that it was made with (a saved profile's passed challenge). */
type SubscriptionPayment = CardPayment & { profileId?: number };

type Data = Record<string, unknown> | null | undefined;

/** A subscription's card is always a stored credential (its first use, or a later one the shopper starts), whatever the card's own setting. */
const AS_STORED_CREDENTIAL = true;

/** The shopper's subscription card, read before anything else: a number or CVV in clear is refused (400) and never logged. */
async function readSubscriptionCard(method: string, data: Data, customerId: number | null, call: PaymentCallContext): Promise<SubscriptionChoice> {
  const { messages } = call.settings;
  if (method === SUBSCRIBE_PRO_VAULT) {
    const saved = readSavedCardPayment(data ?? {}, messages);
    if (!saved.ok) throw invalidInput(saved.message);
    // The customer's own profile, found before anything changes (else CCAM2, never charged).
    const { instrument, profileId } = await subscriptionProfileInstrument(call.db, customerId, saved.payment, messages);
    return { kind: 'saved', card: instrument, data: data!, profileId };
  }
  const challenged = data?.threeds_order_code;
  if (typeof challenged === 'string' && Object.keys(data!).length === 1) {
    if (!CHALLENGE_ORDER_CODE.test(challenged)) throw invalidInput(CARD_DETAILS_MISSING);
    return { kind: 'challenge', orderCode: challenged, customerId };
  }
  // A saved profile pays under subscribe_pro_vault (spec 002 §7); this method takes a new card.
  if (isSavedCardPayment(data)) throw invalidInput(CARD_DETAILS_MISSING);
  const read = readCardSubmission(data);
  if (!read.ok) throw invalidInput(read.message);
  // The card is always kept: its renewals are charged to it. Only the disclaimer's answer is the shopper's.
  return { kind: 'new', card: read.card, save: { saveCard: true, disclaimerAccepted: readSaveCardRequest(data).disclaimerAccepted }, data };
}

/** The basket holds a subscription and is a customer's (the method's availability, checked again); a new card's disclaimer (CCAM5). */
function checkSubscriptionChoice(choice: SubscriptionChoice, order: OrderToPay, call: PaymentCallContext): void {
  const refusal = subscriptionPaymentRefusal(order);
  if (refusal) throw invalidInput(refusal);
  if (choice.kind !== 'new') return;
  const failure = checkCardChoice(
    { isCustomer: order.isCustomer, savedCardPayment: false, subscription: true, ...choice.save },
    { disclaimerMandatory: call.settings.cc.saveCardDisclaimer.mandatory },
    call.settings.messages,
  );
  if (failure) throw invalidInput(failure.message);
}

/**
 * A subscription's card payment must come with what its renewals need: the gateway's token and the scheme's
 * id of this first stored-credential payment. A passed challenge, or an answer found after it was lost,
 * does not carry them: the gateway's inquiry is asked. A saved profile's own challenge paid with that
 * profile. Without either, the renewals could not be charged: the payment is given back and the shopper
 * asked to try again.
 */
async function withProfile(
  outcome: PaymentOutcome<CardPayment>,
  customerId: number | null,
  call: PaymentCallContext,
): Promise<PaymentOutcome<SubscriptionPayment>> {
  if (outcome.kind !== 'paid') return outcome;
  let { record } = outcome.payment;
  if (!record.savedCard || !record.schemeTransactionId) {
    const found = await call.gateway.findPayment(record.orderCode).catch(() => null);
    record = { ...record, savedCard: record.savedCard ?? found?.savedCard, schemeTransactionId: record.schemeTransactionId ?? found?.schemeTransactionId };
  }
  const payment = { ...outcome.payment, record };
  if (record.savedCard && record.schemeTransactionId) return { kind: 'paid', payment };
  const profile = record.savedCard && customerId !== null ? await subscriptionProfileByToken(call.db, customerId, record.savedCard.token) : null;
  if (profile) return { kind: 'paid', payment: { ...payment, profileId: profile.id } };
  await undoCardPayment(payment, call);
  call.log.warn(
    { code: 'subscription_profile_not_issued', orderCode: record.orderCode },
    'the gateway answered the subscription card without its stored credential: payment given back',
  );
  throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
}

/**
 * subscribe_pro and subscribe_pro_vault (spec 002 §5 method types, §7): a subscription paid by card, the
 * card kept as the customer's subscription payment profile for the merchant-initiated renewals, or paid
 * with a profile saved before (its security code typed again). The card's own steps do the rest: the
 * attempt's order code, confirm, capture after the order, void or refund when no order took it, recovery.
 */
export const subscribePro: ServerPaymentMethod<SubscriptionChoice, SubscriptionPayment> = {
  key: 'subscribe-pro',
  matches: (code) => code === SUBSCRIBE_PRO || code === SUBSCRIBE_PRO_VAULT,
  read: (input, call) => readSubscriptionCard(input.method, input.additionalData as Data, input.customerId, call),
  checkBeforeOrderChecks: worldpayCard.checkBeforeOrderChecks,
  checkAfterOrderChecks: checkSubscriptionChoice,
  attemptReference: worldpayCard.attemptReference,
  async pay(choice, order, call, orderCode) {
    if (choice.kind === 'saved') return authorise(choice, order, call, orderCode, AS_STORED_CREDENTIAL);
    if (choice.kind === 'challenge') return withProfile(await takeUpChallenge(orderCode, order, call), choice.customerId, call);
    return withProfile(await authorise(choice, order, call, orderCode, AS_STORED_CREDENTIAL), null, call);
  },
  confirm: worldpayCard.confirm,
  async record(tx, payment, order, choice) {
    await recordOrderPayment(tx, payment.record);
    if (choice.kind === 'saved') return { subscriptionPaymentProfileId: choice.profileId };
    if (payment.profileId !== undefined) return { subscriptionPaymentProfileId: payment.profileId };
    // Checked before any money moved; a guest's order never gets here with a payment.
    if (order.customerId === null) throw invalidInput(SUBSCRIPTION_PAYMENT_NEEDS_ACCOUNT);
    const { savedCard, schemeTransactionId } = payment.record;
    return { subscriptionPaymentProfileId: await keepSubscriptionProfile(tx, order.customerId, savedCard!, schemeTransactionId!) };
  },
  settle: worldpayCard.settle,
  undo: worldpayCard.undo,
  recover: worldpayCard.recover,
};
