import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import { CARD_PAYMENT_CONFLICT, readWalletPayment, type WalletPayment, walletRefusalMessage, WORLDPAY_WALLETS } from '../../domain';
import { type AuthoriseResult, GatewayRequestError, GatewayUnavailableError, IdempotencyConflictError, type PaymentInquiry } from '../../providers/port';
import {
  attemptOrderCode,
  captureCard,
  cardPayment,
  type CardPaymentRecord,
  GATEWAY_UNAVAILABLE,
  idempotencyKeyOf,
  orderTookCardPayment,
  recordCardPayment,
  recordOrderPayment,
  refundCard,
  voidCard,
} from '../card-payment-plugin';
import type { OrderToPay, PaymentCallContext, PaymentOutcome, ServerPaymentMethod } from '../method-plugin';

/** A wallet payment's order code at the gateway: `W<cart>-<version>-<attempt>`, a new attempt after each refusal (as a card's `C…`). */
const WALLET_ORDER_LETTER = 'W';

/** The wallet's payment as recorded: of its card only the network and the last four digits the gateway answered. */
const walletRecord = (
  orderCode: string,
  paymentId: string,
  status: CardPaymentRecord['status'],
  order: OrderToPay,
  card: { type: string; last4: string },
): CardPaymentRecord => ({
  orderCode,
  paymentId,
  status,
  amount: order.amount,
  card,
  method: WORLDPAY_WALLETS,
});

/** A refusal is recorded (the next attempt gets a new order code) and counted for the place-order captcha. */
async function refused(record: CardPaymentRecord, reason: string, call: PaymentCallContext): Promise<PaymentOutcome<CardPaymentRecord>> {
  call.onRefused?.();
  call.log.info({ code: 'wallet_payment_refused', orderCode: record.orderCode, paymentId: record.paymentId, reason }, 'wallet payment refused');
  await recordCardPayment(call.db, record);
  return { kind: 'refused', message: walletRefusalMessage(record.status === 'ERROR' ? 'ERROR' : 'REFUSED', reason) };
}

/** What the gateway holds for this attempt and amount (an order inquiry), or null: none, another amount, no answer. */
async function attemptAtGateway(orderCode: string, order: OrderToPay, call: PaymentCallContext): Promise<PaymentInquiry | null> {
  try {
    const found = await call.gateway.findPayment(orderCode);
    return found && found.amount.value === order.amount.value && found.amount.currency === order.amount.currency ? found : null;
  } catch (error) {
    call.log.warn({ code: 'payment_inquiry_failed', orderCode, reason: (error as Error).message }, 'payment gateway not asked about a wallet attempt');
    return null;
  }
}

/**
 * Authorises the server's amount with the wallet's token, under the attempt's order code and a key made from
 * it: a retried or double-clicked call gets the gateway's first answer. An answer that never came (the gateway
 * down or slow after it acted), or a key the gateway holds for another token of this attempt, is asked for by
 * the order code: its authorisation is taken up (the basket is charged once), its refusal is the answer.
 */
async function authorise(payment: WalletPayment, order: OrderToPay, call: PaymentCallContext, orderCode: string): Promise<PaymentOutcome<CardPaymentRecord>> {
  const claimed = { type: payment.network, last4: payment.last4 };
  let result: AuthoriseResult;
  try {
    result = await call.gateway.authoriseWallet({
      orderCode,
      idempotencyKey: idempotencyKeyOf('authorise', orderCode, order.amount),
      amount: order.amount,
      wallet: payment,
      shopper: { email: order.email, countryId: order.billingAddress.countryId },
    });
  } catch (error) {
    const lostAnswer = error instanceof GatewayUnavailableError || error instanceof IdempotencyConflictError;
    const found = lostAnswer ? await attemptAtGateway(orderCode, order, call) : null;
    if (found?.status === 'AUTHORISED') return { kind: 'paid', payment: walletRecord(orderCode, found.paymentId, 'AUTHORISED', order, found.card ?? claimed) };
    if (found?.status === 'REFUSED' || found?.status === 'ERROR')
      return refused(walletRecord(orderCode, found.paymentId, found.status, order, found.card ?? claimed), found.status, call);
    // Another call of this attempt holds the key and has not been answered yet: its order is this call's answer.
    if (error instanceof IdempotencyConflictError) return { kind: 'paid-elsewhere', orderCode };
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
      call.log.warn({ code: 'payment_gateway_unavailable', orderCode, reason: error.message }, 'payment gateway unavailable at a wallet payment');
      throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    }
    throw error;
  }
  const card = result.card ?? claimed;
  if (result.status === 'AUTHORISED') return { kind: 'paid', payment: walletRecord(orderCode, result.paymentId, 'AUTHORISED', order, card) };
  // A wallet's token is authenticated by the wallet itself: a page to send the shopper to is no answer for it.
  if (result.status === 'REDIRECT') return refused(walletRecord(orderCode, result.paymentId, 'ERROR', order, card), 'UNEXPECTED_REDIRECT', call);
  return refused(walletRecord(orderCode, result.paymentId, result.status, order, card), result.reason, call);
}

/** A payment recorded authorised or captured was written with an order: it stays. */
/**
 * worldpay_wallets: Apple Pay, Google Pay or the browser's own wallet through the Payment Request API. The
 * page sends the wallet's token with its card's network and last four digits; the gateway opens and
 * authorises the token for the server's amount before the order is written, and the payment is captured
 * after the commit, as a card's. The token is passed on, never kept or logged.
 */
export const worldpayWallet: ServerPaymentMethod<WalletPayment, CardPaymentRecord> = {
  key: 'worldpay-wallet',
  matches: (code) => code === WORLDPAY_WALLETS,
  async read(input, call) {
    const read = readWalletPayment(input.additionalData, call.settings.wallets.networks);
    if (!read.ok) throw invalidInput(read.message, { fieldName: read.fieldName });
    return read.payment;
  },
  attemptReference: (_payment, order, call) => attemptOrderCode(call.db, WALLET_ORDER_LETTER, order.cart),
  pay: authorise,
  /** The payment must be this basket's, at this version and amount, and not undone meanwhile by a concurrent call that failed. */
  async confirm(tx, record, order) {
    const sameBasket =
      record.orderCode.startsWith(`${WALLET_ORDER_LETTER}${order.cart.id}-${order.cart.version}-`) &&
      record.amount.value === order.amount.value &&
      record.amount.currency === order.amount.currency;
    const row = await cardPayment(tx, record.orderCode);
    if (!sameBasket || row?.status === 'CANCELLED' || row?.status === 'REFUNDED') throw invalidInput(CARD_PAYMENT_CONFLICT);
  },
  record: (tx, record) => recordOrderPayment(tx, record),
  async settle(record, call) {
    // A failure leaves it authorised: capture-retry.ts takes it again.
    await captureCard(call.gateway, call.db, record, call.log);
  },
  /** Voids the authorisation no order was written with, under the basket's lock (a concurrent call may have written the order with it). */
  async undo(record, call) {
    await call.db.transaction(async (tx) => {
      await call.lockBasket(tx);
      if (orderTookCardPayment(await cardPayment(tx, record.orderCode))) return;
      await voidCard(call.gateway, tx, record, call.log);
    });
  },
  async recover(orderCode, call) {
    if (orderTookCardPayment(await cardPayment(call.db, orderCode))) return false;
    const found = await call.gateway.findPayment(orderCode);
    if (!found || (found.status !== 'AUTHORISED' && found.status !== 'CAPTURED')) return false;
    const record: CardPaymentRecord = {
      orderCode,
      paymentId: found.paymentId,
      status: found.status,
      amount: found.amount,
      card: found.card ?? { last4: '', type: '' },
      method: WORLDPAY_WALLETS,
    };
    if (found.status === 'CAPTURED') await refundCard(call.gateway, call.db, record, call.log);
    else await voidCard(call.gateway, call.db, record, call.log);
    return true;
  },
};
