import { invalidInput } from '../../../../shared/domain/errors';
import { APM_DETAILS_INVALID, type ApmDetails, readApmDetails, validateApm } from '../../domain';
import { CARD_PAYMENT_CONFLICT } from '../../domain/cards/card-submission';
import { WORLDPAY_APM, WORLDPAY_CC } from '../../domain/method-codes';
import { PENDING_PAYMENT } from '../../domain/payment-status';
import { apmOrderCode, type GatewayPage, recordGatewayPage, requestApmPage, requestHostedPage } from '../apm-payment-plugin';
import { idempotencyKeyOf } from '../card-payment-plugin';
import type { Money, OrderToPay, PaymentCallContext, ServerPaymentMethod } from '../method-plugin';
import { paymentOf } from '../service';

interface PageSubmission {
  details: ApmDetails;
}

/** The gateway's page for this order, asked for before the order is written. */
export interface OrderPage extends GatewayPage {
  orderCode: string;
  amount: Money;
}

function pageRequest(order: OrderToPay) {
  return { orderCode: apmOrderCode(order.cart.id), amount: order.amount, shopper: { email: order.email, countryId: order.billingAddress.countryId } };
}

/**
 * What the alternative payments (worldpay_apm) and a card on the gateway's hosted page share: the order is
 * written pending_payment with the gateway's page, which the shopper is sent to; the notification settles it.
 */
function gatewayPageMethod(options: {
  key: string;
  matches: ServerPaymentMethod['matches'];
  read(additionalData: unknown): PageSubmission;
  check?(submission: PageSubmission, order: OrderToPay, call: PaymentCallContext): void;
  requestPage(submission: PageSubmission, order: OrderToPay, call: PaymentCallContext): Promise<GatewayPage>;
  method: typeof WORLDPAY_APM | typeof WORLDPAY_CC;
}): ServerPaymentMethod<PageSubmission, OrderPage> {
  return {
    key: options.key,
    matches: options.matches,
    read: async (input) => options.read(input.additionalData),
    checkAfterOrderChecks: options.check,
    attemptReference: async (_submission, order) => apmOrderCode(order.cart.id),
    async pay(submission, order, call) {
      const page = await options.requestPage(submission, order, call);
      return { kind: 'paid', payment: { ...pageRequest(order), ...page } };
    },
    orderState: () => PENDING_PAYMENT,
    async confirm(_tx, page, order) {
      const expected = pageRequest(order);
      const same = page.orderCode === expected.orderCode && page.amount.value === order.amount.value && page.amount.currency === order.amount.currency;
      if (!same) throw invalidInput(CARD_PAYMENT_CONFLICT);
    },
    async record(tx, page, _order, submission) {
      await recordGatewayPage(tx, { orderCode: page.orderCode, amount: page.amount, method: options.method, details: submission.details }, page);
    },
    /**
     * No order took this page: it is voided (best effort), unless a concurrent call for the same basket
     * wrote the order with it (its row is there, written with that order).
     */
    async undo(page, call) {
      await call.db.transaction(async (tx) => {
        await call.lockBasket(tx);
        if (await paymentOf(tx, page.orderCode)) return;
        await call.gateway.void({ paymentId: page.paymentId, idempotencyKey: idempotencyKeyOf('void', page.paymentId) }).catch((error: Error) => {
          call.log.warn({ code: 'apm_void_failed', paymentId: page.paymentId, reason: error.message }, 'alternative payment not voided');
        });
      });
    },
    /** A page left open by a crash: voided at the gateway (the shopper cannot have paid an order the shop never wrote). */
    async recover(orderCode, call) {
      // A page recorded with its order is the order's: the notification settles it.
      if (await paymentOf(call.db, orderCode)) return false;
      const found = await call.gateway.findPayment(orderCode);
      if (!found || (found.status !== 'AUTHORISED' && found.status !== 'PENDING')) return false;
      await call.gateway.void({ paymentId: found.paymentId, idempotencyKey: idempotencyKeyOf('void', found.paymentId) });
      return true;
    },
  };
}

/** worldpay_apm: iDEAL, Klarna, ACH direct debit… on the gateway's page (spec 002 §2, §5). */
export const worldpayApm = gatewayPageMethod({
  key: 'worldpay-apm',
  method: WORLDPAY_APM,
  matches: (code) => code === WORLDPAY_APM,
  read(additionalData) {
    const details = readApmDetails(additionalData);
    if (!details) throw invalidInput(APM_DETAILS_INVALID);
    return { details };
  },
  // Spec 002 §5 "Alternative payment", run again by the server: a type offered in the billing country, its bank, Klarna option or ACH fields.
  check(submission, order, call) {
    const [failure] = validateApm(submission.details, order.billingAddress.countryId, call.settings);
    if (failure) throw invalidInput(failure.failure.message, { fieldName: failure.field });
  },
  requestPage: (submission, order, call) =>
    requestApmPage(
      call.gateway,
      { ...pageRequest(order), details: submission.details, resultUrl: `${call.shopOrigin}/worldpay/redirectresult` },
      call.settings.messages,
      call.log,
    ),
});

/** worldpay_cc in a store that takes cards on the gateway's hosted page: no card data is read here. */
export const worldpayHostedCard = gatewayPageMethod({
  key: 'worldpay-hosted-card',
  method: WORLDPAY_CC,
  matches: (code, settings) => code === WORLDPAY_CC && settings.cc.hostedPage,
  read: () => ({ details: {} }),
  requestPage: (_submission, order, call) =>
    requestHostedPage(call.gateway, { ...pageRequest(order), resultUrl: `${call.shopOrigin}/worldpay/redirectresult/iframe/status` }, call.log),
});
