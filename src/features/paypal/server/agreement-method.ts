import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { invalidInput } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { CARD_PAYMENT_CONFLICT, PAYMENT_METHOD_NOT_AVAILABLE } from '../../payment/domain';
import type { OrderToPay, PaymentCallContext, ServerPaymentMethod } from '../../payment/server';
import { AGREEMENT_DECLINED, AGREEMENT_NOT_FOUND, type Money, PAYPAL_BILLING_AGREEMENT, readAgreementSubmission, sameMoney } from '../domain';
import { type PayPalPort, PayPalRequestError, type VaultPayment } from '../providers/port';
import { paypalUnavailable } from './unavailable';
import { activeAgreementsOf, insertPayment, moveStatus, paymentByReference } from './store';

/** The saved account chosen, found among the customer's own. */
interface AgreementSubmission {
  vaultId: string;
}

/** What the saved account's payment came to: authorised before the order, captured after it. */
interface AgreementPayment {
  reference: string;
  paypalOrderId: string;
  authorizationId: string;
  amount: Money;
}

/** `B<cart>-<version>-<random>`: PayPal's invoice id for this attempt; `pay-<reference>` its request id. */
const referenceOf = (order: OrderToPay) => `B${order.cart.id}-${order.cart.version}-${randomBytes(4).toString('hex')}`;
const requestIdOf = (reference: string) => `pay-${reference}`;

/** An authorisation no order took: voided at PayPal (best effort: one that stays expires there). */
async function voidAuthorization(port: PayPalPort, authorizationId: string, call: Pick<PaymentCallContext, 'log'>): Promise<boolean> {
  try {
    await port.voidAuthorization({ authorizationId, requestId: `void-${authorizationId}` });
    return true;
  } catch (error) {
    call.log.warn({ code: 'paypal_void_failed', reason: (error as Error).name }, 'PayPal authorisation not voided');
    return false;
  }
}

/**
 * Captures a saved-account payment an order was written with, and records it CAPTURED once. The request id is
 * the authorisation's (`capture-<authorization>`), so the order's own capture, the retry and a webhook take
 * the money once between them. Answers whether it is captured; a failure is logged and leaves it AUTHORIZED.
 */
export async function captureAgreementPayment(
  port: PayPalPort,
  db: Executor,
  payment: Pick<AgreementPayment, 'reference' | 'authorizationId' | 'amount'>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    const capture = await port.captureAuthorization({
      authorizationId: payment.authorizationId,
      amount: payment.amount,
      requestId: `capture-${payment.authorizationId}`,
    });
    await moveStatus(db, payment.reference, ['AUTHORIZED', 'CAPTURED'], 'CAPTURED', { captureId: capture.captureId });
    return true;
  } catch (error) {
    // Captured already (by this request id, whose answer PayPal no longer keeps): the money was taken.
    if (error instanceof PayPalRequestError && error.issue === 'AUTHORIZATION_ALREADY_CAPTURED') {
      await moveStatus(db, payment.reference, ['AUTHORIZED'], 'CAPTURED');
      return true;
    }
    // It stays authorised (recorded so): PayPal's authorisation holds the money for days, and the retry tries again.
    const issue = error instanceof PayPalRequestError ? error.issue : null;
    log.error(
      { code: 'paypal_capture_failed', reference: payment.reference, reason: (error as Error).name, issue },
      'PayPal saved-account payment not captured',
    );
    return false;
  }
}

const authorised = (payment: VaultPayment | null, amount?: Money) =>
  payment?.authorization?.status === 'CREATED' && (!amount || (payment.authorization.amount !== null && sameMoney(payment.authorization.amount, amount)))
    ? payment.authorization
    : null;

/**
 * paypal_billing_agreement (spec 002 §9): a signed-in customer pays with a PayPal account saved on an earlier
 * Express payment, without PayPal's page. Like a card: authorised before the order is written (undo voids
 * it), captured once the order is (settle).
 */
export function paypalBillingAgreement(port: PayPalPort): ServerPaymentMethod<AgreementSubmission, AgreementPayment> {
  return {
    key: 'paypal-billing-agreement',
    matches: (code) => code === PAYPAL_BILLING_AGREEMENT,
    async read(input, call) {
      if (input.customerId === null) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
      const chosen = readAgreementSubmission(input.additionalData);
      const agreement = chosen && (await activeAgreementsOf(call.db, input.customerId)).find((row) => row.id === chosen.agreementId);
      if (!agreement) throw invalidInput(AGREEMENT_NOT_FOUND);
      return { vaultId: agreement.agreementId };
    },
    attemptReference: async (_submission, order) => referenceOf(order),
    async pay(submission, order, call, reference) {
      let paid: VaultPayment;
      try {
        paid = await port.payWithVault({ requestId: requestIdOf(reference), invoiceId: reference, amount: order.amount, vaultId: submission.vaultId });
      } catch (error) {
        if (error instanceof PayPalRequestError && error.status === 422) {
          call.log.warn({ code: 'paypal_agreement_refused', issue: error.issue }, 'PayPal refused the saved account');
          return { kind: 'refused', message: AGREEMENT_DECLINED };
        }
        // The answer may have been lost after PayPal authorised: asked again by the request id, and given back.
        const landed = authorised(await port.findVaultPayment(requestIdOf(reference)).catch(() => null));
        if (landed) await voidAuthorization(port, landed.id, call);
        return paypalUnavailable(error, call, 'paypal_agreement_not_paid');
      }
      const authorization = authorised(paid, order.amount);
      if (!authorization) {
        if (paid.authorization?.status === 'CREATED') await voidAuthorization(port, paid.authorization.id, call);
        return { kind: 'refused', message: AGREEMENT_DECLINED };
      }
      return { kind: 'paid', payment: { reference, paypalOrderId: paid.orderId, authorizationId: authorization.id, amount: order.amount } };
    },
    async confirm(_tx, payment, order) {
      if (!payment.reference.startsWith(`B${order.cart.id}-${order.cart.version}-`) || !sameMoney(payment.amount, order.amount))
        throw invalidInput(CARD_PAYMENT_CONFLICT);
    },
    async record(tx, payment, written) {
      await insertPayment(tx, {
        reference: payment.reference,
        method: PAYPAL_BILLING_AGREEMENT,
        cartId: written.cartId,
        orderId: written.id,
        customerId: written.customerId,
        paypalOrderId: payment.paypalOrderId,
        status: 'AUTHORIZED',
        amount: payment.amount.value,
        currency: payment.amount.currency,
        authorizationId: payment.authorizationId,
      });
    },
    async settle(payment, call) {
      await captureAgreementPayment(port, call.db, payment, call.log);
    },
    /** No order took the authorisation: voided, unless a concurrent call of the basket wrote the order with it. */
    async undo(payment, call) {
      await call.db.transaction(async (tx) => {
        await call.lockBasket(tx);
        if (await paymentByReference(tx, payment.reference)) return;
        await voidAuthorization(port, payment.authorizationId, call);
      });
    },
    /** After a crash: an authorisation PayPal holds for the attempt, that no order was written with, is voided. */
    async recover(reference, call) {
      if (await paymentByReference(call.db, reference)) return false;
      const landed = authorised(await port.findVaultPayment(requestIdOf(reference)));
      return landed ? voidAuthorization(port, landed.id, call) : false;
    },
  };
}
