import { invalidInput, ShopError } from '../../../shared/domain/errors';
import { CARD_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { CARD_PAYMENT_CONFLICT, CARD_PAYMENT_ERROR, CARD_PAYMENT_REFUSED, checkCardChoice, CPF_COUNTRY, readLatamPayment } from '../../payment/domain';
import { GATEWAY_UNAVAILABLE } from '../../payment/server';
import type { Money, OrderToPay, PaymentCallContext, PaymentOutcome, ServerPaymentMethod } from '../../payment/server';
import { checkInstalmentPlan, PAYU_CARD_NETWORKS, PAYU_GATEWAY_CARD, type PayuCardSubmission, payuLatamRules, readPayuCard } from '../domain';
import { type CardAuthorisationResult, type PayUPort, PayuRequestError, PayuUnavailableError } from '../providers';
import { endedCardAttempts, insertPayment, moveStatus, paymentByReference, upsertAttempt } from './store';

/** The card the shopper sent: PayU's token of it, and the rest of `additional_data` (its Latin-American fields). */
interface CardChoice {
  card: PayuCardSubmission;
  data: Record<string, unknown>;
}

/** A card authorised at PayU for the order (captured once the order is written). */
export interface PayuCardPayment {
  reference: string;
  accountId: string;
  payuOrderId: string;
  transactionId: string;
  amount: Money;
  card: { last4: string; type: string };
  instalments: number;
}

const upper = (country: string) => country.trim().toUpperCase();

/** The Latin-American fields with PayU's card settings and the store's texts (CCAM20): what PayU is sent, or a 400. */
function latamOf(choice: CardChoice, order: OrderToPay, call: PaymentCallContext) {
  const read = readLatamPayment(choice.data, order.billingAddress.countryId, payuLatamRules(call.storeSettings.payu.card, call.settings.messages));
  if (!read.ok) throw invalidInput(read.failure.message);
  return read.latam;
}

/** The card's type must be one the store takes through PayU for the billing country. */
function checkCardType(choice: CardChoice, order: OrderToPay, call: PaymentCallContext): void {
  const types = call.storeSettings.payu.card.countryCardTypes[upper(order.billingAddress.countryId)] ?? [];
  if (!types.includes(choice.card.cardType)) throw invalidInput(CARD_TYPE_MESSAGE);
}

/** No answer from PayU, or a request it refused: the shopper's 503 (nothing was taken that is not given back). */
function unavailable(error: unknown, reference: string, call: PaymentCallContext): unknown {
  if (!(error instanceof PayuUnavailableError || error instanceof PayuRequestError)) return error;
  call.log.warn({ code: 'payu_unavailable', reference, reason: error.message }, 'PayU unavailable at place order');
  return new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
}

/**
 * payu_gateway_card (spec 002 §9): a card tokenised in the browser at PayU, authorised for the amount the
 * server computed with the CPF/CNPJ (Brazil), the instalments PayU offers for that amount and Brazil's
 * delivery charge; captured once the order is written, voided when it is not. The reference
 * (`P<cart>-<version>-<attempt>`) is claimed before PayU is called, so a crash is recovered by it.
 */
export function payuCard(payu: PayUPort): ServerPaymentMethod<CardChoice, PayuCardPayment> {
  /** After a lost answer: PayU's authorisation of this reference and amount, taken up, or its refusal. */
  async function answerOfReference(reference: string, amount: Money): Promise<CardAuthorisationResult | null> {
    const found = await payu.findByReference(reference).catch(() => null);
    const authorisation = found?.transactions.find(
      (t) => t.type === 'AUTHORIZATION' && t.amount.value === amount.value && t.amount.currency === amount.currency,
    );
    if (!found || !authorisation) return null;
    const ids = { payuOrderId: found.payuOrderId, transactionId: authorisation.transactionId };
    if (authorisation.state === 'APPROVED') return { state: 'APPROVED', ...ids };
    return authorisation.state === 'DECLINED' || authorisation.state === 'ERROR'
      ? { state: authorisation.state, ...ids, responseCode: authorisation.state }
      : null;
  }

  /** Gives back an authorisation no order was written with (void), recorded as such; a failure is logged (PayU's expiry releases it). */
  async function voidAuthorisation(payment: PayuCardPayment, call: Pick<PaymentCallContext, 'db' | 'log'>, cartId: number): Promise<void> {
    const result = await payu.void(payment).catch((error: Error) => ({ ok: false as const, responseCode: error.message }));
    if (!result.ok) {
      call.log.error({ code: 'payu_void_failed', reference: payment.reference, reason: result.responseCode }, 'PayU authorisation not voided');
      return;
    }
    await upsertAttempt(call.db, { ...rowOf(payment, cartId), status: 'VOIDED' });
  }

  const rowOf = (payment: PayuCardPayment, cartId: number) => ({
    reference: payment.reference,
    method: PAYU_GATEWAY_CARD,
    cartId,
    accountId: payment.accountId,
    amount: payment.amount.value,
    currency: payment.amount.currency,
    payuOrderId: payment.payuOrderId,
    transactionId: payment.transactionId,
    cardLast4: /^\d{4}$/.test(payment.card.last4) ? payment.card.last4 : null,
    cardType: payment.card.type || null,
    instalments: payment.instalments,
  });

  const cartIdOf = (reference: string) => Number(/^P(\d+)-/.exec(reference)?.[1] ?? 0);

  return {
    key: 'payu-card',
    matches: (code) => code === PAYU_GATEWAY_CARD,

    async read(input) {
      const read = readPayuCard(input.additionalData as Record<string, unknown> | null);
      if (!read.ok) throw invalidInput(read.message);
      return { card: read.card, data: input.additionalData as Record<string, unknown> };
    },

    // The card's type and its Latin-American fields come before the order checks, as the form checks them first.
    checkBeforeOrderChecks(choice, order, call) {
      checkCardType(choice, order, call);
      latamOf(choice, order, call);
    },

    // Spec 002 §5: a subscription's renewals need a saved card (CCAM4); PayU's card is not kept.
    checkAfterOrderChecks(_choice, order, call) {
      const failure = checkCardChoice(
        { isCustomer: order.isCustomer, savedCardPayment: false, subscription: order.hasSubscription, saveCard: false, disclaimerAccepted: false },
        { disclaimerMandatory: false },
        call.settings.messages,
      );
      if (failure) throw invalidInput(failure.message);
    },

    async attemptReference(_choice, order, call) {
      const prefix = `P${order.cart.id}-${order.cart.version}-`;
      return `${prefix}${(await endedCardAttempts(call.db, prefix)) + 1}`;
    },

    async pay(choice, order, call, reference): Promise<PaymentOutcome<PayuCardPayment>> {
      const country = upper(order.billingAddress.countryId);
      const latam = latamOf(choice, order, call);
      const accountId = call.storeSettings.payu.accountId;
      const network = PAYU_CARD_NETWORKS[choice.card.cardType]!;
      const instalments = latam?.instalments ?? 1;
      try {
        // The instalments must be one of PayU's plans for the amount the server computed, asked now.
        if (instalments > 1) {
          const plans = await payu.instalmentPlans({ accountId, amount: order.amount, network });
          const failure = checkInstalmentPlan(
            instalments,
            plans.map((p) => p.count),
          );
          if (failure) throw invalidInput(failure.message);
        }
        const request = {
          accountId,
          reference,
          description: `${call.storeSettings.brand} order`,
          amount: order.amount,
          token: choice.card.token,
          network,
          country,
          payer: {
            email: order.email,
            fullName: `${order.billingAddress.firstname} ${order.billingAddress.lastname}`.trim(),
            ...(latam?.cpf ? { taxNumber: latam.cpf } : {}),
          },
          instalments,
          // Spec 002 §9: the delivery charge goes to the gateway for Brazil only.
          ...(country === CPF_COUNTRY ? { shippingFee: order.shippingFee } : {}),
        };
        let result: CardAuthorisationResult;
        try {
          result = await payu.authorise(request);
        } catch (error) {
          const found = error instanceof PayuUnavailableError ? await answerOfReference(reference, order.amount) : null;
          if (!found) throw error;
          call.log.info({ code: 'payu_authorisation_found', reference }, 'PayU authorisation found by its reference after its answer was lost');
          result = found;
        }
        const payment: PayuCardPayment = {
          reference,
          accountId,
          payuOrderId: result.payuOrderId,
          transactionId: result.transactionId,
          amount: order.amount,
          card: { last4: choice.card.last4, type: choice.card.cardType },
          instalments,
        };
        if (result.state === 'APPROVED') return { kind: 'paid', payment };
        call.log.info({ code: 'payu_card_refused', reference, responseCode: result.responseCode }, 'PayU card payment refused');
        call.onRefused?.();
        // Recorded, so the next attempt of this basket gets a new reference.
        await upsertAttempt(call.db, { ...rowOf(payment, order.cart.id), status: result.state });
        return { kind: 'refused', message: result.state === 'DECLINED' ? CARD_PAYMENT_REFUSED : CARD_PAYMENT_ERROR };
      } catch (error) {
        throw unavailable(error, reference, call);
      }
    },

    /** The payment must be this basket's, at this version and amount, and not voided meanwhile by a concurrent call that failed. */
    async confirm(tx, payment, order) {
      const same =
        payment.reference.startsWith(`P${order.cart.id}-${order.cart.version}-`) &&
        payment.amount.value === order.amount.value &&
        payment.amount.currency === order.amount.currency;
      const row = await paymentByReference(tx, payment.reference);
      if (!same || row?.status === 'VOIDED') throw invalidInput(CARD_PAYMENT_CONFLICT);
    },

    async record(tx, payment, order) {
      await insertPayment(tx, { ...rowOf(payment, order.cartId), orderId: order.id, status: 'AUTHORIZED' });
    },

    /** Captured once the order is written; a failure leaves it authorised for the capture retry. */
    async settle(payment, call) {
      await capturePayuCard(payu, call, payment);
    },

    /** No order took this payment: voided under the basket's lock, unless a concurrent call wrote its order with it. */
    async undo(payment, call) {
      await call.db.transaction(async (tx) => {
        await call.lockBasket(tx);
        const row = await paymentByReference(tx, payment.reference);
        if (row?.orderId) return;
        await voidAuthorisation(payment, { db: tx, log: call.log }, cartIdOf(payment.reference));
      });
    },

    /** After a crash: PayU's authorisation of the reference, voided (or refunded), unless an order was written with it. */
    async recover(reference, call) {
      const row = await paymentByReference(call.db, reference);
      if (row?.orderId) return false;
      const found = await payu.findByReference(reference);
      const authorisation = found?.transactions.find((t) => t.type === 'AUTHORIZATION' && t.state === 'APPROVED');
      if (!found || !authorisation) return false;
      const settled = (type: string) => found.transactions.some((t) => t.type === type && t.state === 'APPROVED');
      if (settled('VOID') || settled('REFUND')) return false;
      const payment: PayuCardPayment = {
        reference,
        accountId: row?.accountId ?? '',
        payuOrderId: found.payuOrderId,
        transactionId: authorisation.transactionId,
        amount: authorisation.amount,
        card: { last4: row?.cardLast4 ?? '', type: row?.cardType ?? '' },
        instalments: row?.instalments ?? 1,
      };
      if (!settled('CAPTURE')) {
        await voidAuthorisation(payment, call, cartIdOf(reference));
        return true;
      }
      const refunded = await payu
        .refund({ ...payment, reason: 'Order not written' })
        .catch((error: Error) => ({ ok: false as const, responseCode: error.message }));
      if (refunded.ok) await upsertAttempt(call.db, { ...rowOf(payment, cartIdOf(reference)), status: 'REFUNDED' });
      else call.log.error({ code: 'payu_refund_failed', reference, reason: refunded.responseCode }, 'captured PayU payment without an order not refunded');
      return true;
    },
  };
}

/** Captures an order's authorised card; answers whether it was taken (a failure is logged and left for the retry). */
export async function capturePayuCard(
  payu: PayUPort,
  call: Pick<PaymentCallContext, 'db' | 'log'>,
  payment: Pick<PayuCardPayment, 'reference' | 'payuOrderId' | 'transactionId' | 'amount'>,
): Promise<boolean> {
  try {
    const result = await payu.capture({ payuOrderId: payment.payuOrderId, transactionId: payment.transactionId, amount: payment.amount });
    if (!result.ok) {
      call.log.warn({ code: 'payu_capture_refused', reference: payment.reference, reason: result.responseCode }, 'PayU card payment not captured');
      return false;
    }
    await moveStatus(call.db, payment.reference, 'CAPTURED');
    return true;
  } catch (error) {
    call.log.error({ code: 'payu_capture_failed', reference: payment.reference, reason: (error as Error).message }, 'PayU card payment not captured');
    return false;
  }
}
