import { randomBytes } from 'node:crypto';
import { invalidInput } from '../../../shared/domain/errors';
import { CARD_PAYMENT_CONFLICT, PENDING_PAYMENT } from '../../payment/domain';
import type { OrderToPay, ServerPaymentMethod } from '../../payment/server';
import {
  AWAITING_APPROVAL,
  type ExpressSubmission,
  type Money,
  mayOfferAgreement,
  PAYPAL_EXPRESS,
  readExpressSubmission,
  SAVE_AGREEMENT_NOT_ALLOWED,
  sameMoney,
  START_KEY_INVALID,
} from '../domain';
import type { PayPalPort } from '../providers/port';
import { startKeyHash } from './start-key';
import { paypalUnavailable } from './unavailable';
import { insertPayment, paymentByStartKeyHash } from './store';

export const EXPRESS_RETURN_PATH = '/paypal/express/return';
export const EXPRESS_CANCEL_PATH = '/paypal/express/cancel';

/** The PayPal order made for this place-order call, before the shop's order is written. */
export interface ExpressPayment {
  reference: string;
  paypalOrderId: string;
  approveUrl: string;
  amount: Money;
  startKeyHash: string;
  saveAgreement: boolean;
}

/** `P<cart>-<version>-<random>`: PayPal's invoice id, unique per attempt (PayPal refuses an invoice id twice). */
const referenceOf = (order: OrderToPay) => `P${order.cart.id}-${order.cart.version}-${randomBytes(4).toString('hex')}`;

/**
 * paypal_express (spec 002 §9): the take-payment step creates PayPal's order for the amount the server
 * decided, with the shop's return and cancel addresses; the order is written pending_payment with it; the
 * browser then goes to `/paypal/express/start` (its start key), which sends it to PayPal's approval page.
 * Nothing is taken before the shopper approves, so nothing is undone: an order PayPal never saw approved
 * expires there.
 */
export function paypalExpress(port: PayPalPort): ServerPaymentMethod<ExpressSubmission, ExpressPayment> {
  return {
    key: 'paypal-express',
    matches: (code) => code === PAYPAL_EXPRESS,
    async read(input, call) {
      const submission = readExpressSubmission(input.additionalData);
      if (!submission) throw invalidInput(START_KEY_INVALID);
      const { paypal, payment } = call.storeSettings;
      if (submission.saveAgreement && !mayOfferAgreement(paypal, payment.paypalBillingAgreement.enabled, input.customerId !== null))
        throw invalidInput(SAVE_AGREEMENT_NOT_ALLOWED);
      return submission;
    },
    attemptReference: async (_submission, order) => referenceOf(order),
    async pay(submission, order, call, reference) {
      try {
        const created = await port.createOrder({
          requestId: `create-${reference}`,
          invoiceId: reference,
          amount: order.amount,
          returnUrl: `${call.shopOrigin}${EXPRESS_RETURN_PATH}`,
          cancelUrl: `${call.shopOrigin}${EXPRESS_CANCEL_PATH}`,
          brandName: call.storeSettings.brand,
          saveAccount: submission.saveAgreement,
        });
        return {
          kind: 'paid',
          payment: {
            reference,
            paypalOrderId: created.id,
            approveUrl: created.approveUrl,
            amount: order.amount,
            startKeyHash: startKeyHash(submission.startKey),
            saveAgreement: submission.saveAgreement,
          },
        };
      } catch (error) {
        return paypalUnavailable(error, call, 'paypal_order_not_created');
      }
    },
    orderState: () => PENDING_PAYMENT,
    /** PayPal's order is this basket's, at this version and amount; its start key starts no other payment. */
    async confirm(tx, payment, order) {
      if (!payment.reference.startsWith(`P${order.cart.id}-${order.cart.version}-`) || !sameMoney(payment.amount, order.amount))
        throw invalidInput(CARD_PAYMENT_CONFLICT);
      if (await paymentByStartKeyHash(tx, payment.startKeyHash)) throw invalidInput(START_KEY_INVALID);
    },
    async record(tx, payment, written) {
      await insertPayment(tx, {
        reference: payment.reference,
        method: PAYPAL_EXPRESS,
        cartId: written.cartId,
        orderId: written.id,
        customerId: written.customerId,
        paypalOrderId: payment.paypalOrderId,
        status: AWAITING_APPROVAL,
        amount: payment.amount.value,
        currency: payment.amount.currency,
        approveUrl: payment.approveUrl,
        startKeyHash: payment.startKeyHash,
        saveAgreement: payment.saveAgreement,
      });
    },
  };
}
