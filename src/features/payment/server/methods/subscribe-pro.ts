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
  subscriptionPaymentRefusal,
} from '../../domain';
import { GATEWAY_UNAVAILABLE, recordCardPayment } from '../card-payment-plugin';
import type { OrderToPay, PaymentCallContext, PaymentOutcome, ServerPaymentMethod } from '../method-plugin';
import { keepSubscriptionProfile, subscriptionProfileInstrument } from '../saved-card-payment';
import { authorise, type CardChoice, type CardPayment, takeUpChallenge, undoCardPayment, worldpayCard } from './worldpay-card';

/**
 * What a subscription is paid with: a new card, always kept as a subscription payment profile (the
 * disclaimer as the store asks); a profile saved before (subscribe_pro_vault), whose id the order's
 * subscription lines then point at; or a passed 3-D Secure challenge of a new card taken up.
 */
type SubscriptionChoice = Exclude<CardChoice, { kind: 'saved' }> | (Extract<CardChoice, { kind: 'saved' }> & { profileId: number });

type Data = Record<string, unknown> | null | undefined;

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
    return { kind: 'challenge', orderCode: challenged };
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
 * A new card's payment must come back with what a profile needs: the gateway's token and the scheme's id
 * of this first stored-credential payment. Without them (an answer found by an inquiry after it was lost)
 * the renewals could not be charged: the payment is given back and the shopper asked to try again.
 */
async function withProfile(outcome: PaymentOutcome<CardPayment>, call: PaymentCallContext): Promise<PaymentOutcome<CardPayment>> {
  if (outcome.kind !== 'paid') return outcome;
  const { savedCard, schemeTransactionId, orderCode } = outcome.payment.record;
  if (savedCard && schemeTransactionId) return outcome;
  await undoCardPayment(outcome.payment, call);
  call.log.warn({ code: 'subscription_profile_not_issued', orderCode }, 'the gateway answered the subscription card without its stored credential: payment given back');
  throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
}

/**
 * subscribe_pro and subscribe_pro_vault (spec 002 §5 method types, §7): a subscription paid by card, the
 * card kept as the customer's subscription payment profile for the merchant-initiated renewals, or paid
 * with a profile saved before (its security code typed again). The card's own steps do the rest: the
 * attempt's order code, confirm, capture after the order, void or refund when no order took it, recovery.
 */
export const subscribePro: ServerPaymentMethod<SubscriptionChoice, CardPayment> = {
  key: 'subscribe-pro',
  matches: (code) => code === SUBSCRIBE_PRO || code === SUBSCRIBE_PRO_VAULT,
  read: (input, call) => readSubscriptionCard(input.method, input.additionalData as Data, input.customerId, call),
  checkBeforeOrderChecks: worldpayCard.checkBeforeOrderChecks,
  checkAfterOrderChecks: checkSubscriptionChoice,
  attemptReference: worldpayCard.attemptReference,
  async pay(choice, order, call, orderCode) {
    if (choice.kind === 'saved') return authorise(choice, order, call, orderCode, true);
    return withProfile(choice.kind === 'challenge' ? await takeUpChallenge(orderCode, order, call) : await authorise(choice, order, call, orderCode, true), call);
  },
  confirm: worldpayCard.confirm,
  async record(tx, payment, order, choice) {
    await recordCardPayment(tx, payment.record);
    if (choice.kind === 'saved') return { subscriptionPaymentProfileId: choice.profileId };
    // Checked before any money moved; a guest's order never gets here with a payment.
    if (order.customerId === null) throw invalidInput(subscriptionPaymentRefusal({ hasSubscription: true, isCustomer: false })!);
    const { savedCard, schemeTransactionId } = payment.record;
    return { subscriptionPaymentProfileId: await keepSubscriptionProfile(tx, order.customerId, savedCard!, schemeTransactionId!) };
  },
  settle: worldpayCard.settle,
  undo: worldpayCard.undo,
  recover: worldpayCard.recover,
};
