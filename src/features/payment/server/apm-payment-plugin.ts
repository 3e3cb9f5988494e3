import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { APM_TYPES, type ApmDetails } from '../domain/apm';
import { CARD_PAYMENT_CONFLICT, refusalMessage } from '../domain/cards/card-submission';
import { WORLDPAY_APM, WORLDPAY_CC } from '../domain/method-codes';
import { type GatewayPaymentStatus, isPaymentStatus, nextPaymentStatus } from '../domain/payment-status';
import { type AchAccount, GatewayRequestError, GatewayUnavailableError, IdempotencyConflictError, type Money, type PaymentGatewayPort, type PaymentInstrument } from '../providers/port';
import { idempotencyKeyOf } from './card-payment-plugin';
import { GATEWAY_UNAVAILABLE } from './routes';
import { findTransaction, findTransactionByReturnToken, lockTransaction, type PaymentTransactionRow, updateTransaction } from './store';

/** The cookie that holds an alternative payment's return token: the shopper's browser finds only its own order with it. */
export const APM_RETURN_COOKIE = 'apm_return';
/** A day: long enough for a bank's page, no longer. */
export const APM_RETURN_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The gateway's order code of an alternative payment: one order per cart, so one payment per cart (`A<cart id>`). */
export const apmOrderCode = (cartId: number): string => `A${cartId}`;
export const APM_ORDER_CODE = /^A(\d{1,12})$/;
export const cartIdOfApmOrderCode = (orderCode: string): number | null => {
  const match = APM_ORDER_CODE.exec(orderCode);
  return match ? Number(match[1]) : null;
};

export interface ApmAuthorisation {
  orderCode: string;
  amount: Money;
  details: ApmDetails;
  shopper: { email?: string; countryId?: string };
  /** `${shop origin}/worldpay/redirectresult`: the gateway's page sends the shopper to `${resultUrl}/{outcome}`. */
  resultUrl: string;
}

function instrumentOf(details: ApmDetails): PaymentInstrument {
  const type = details.cc_type ?? '';
  if (type === APM_TYPES.ideal) return { kind: 'apm', type, bank: details.cc_bank ?? undefined };
  if (type === APM_TYPES.klarna) return { kind: 'apm', type, klarnaType: details.klarna_type ?? undefined };
  if (type === APM_TYPES.ach) {
    const ach: AchAccount = {
      accountType: details.ach_account ?? '',
      accountNumber: details.ach_accountNumber ?? '',
      routingNumber: details.ach_routingNumber ?? '',
      ...(details.ach_checknumber ? { checkNumber: details.ach_checknumber } : {}),
      ...(details.ach_companyname ? { companyName: details.ach_companyname } : {}),
      ...(details.ach_emailaddress ? { email: details.ach_emailaddress } : {}),
    };
    return { kind: 'apm', type, ach };
  }
  return { kind: 'apm', type };
}

/**
 * Asks the gateway for the payment page of an order paid by an alternative method, for the amount the
 * server computed, and records the payment as pending with its page and a new return token (of an ACH
 * account only its last four digits). A retry (same order and amount) gets the gateway's first answer.
 */
export async function authoriseApm(gateway: PaymentGatewayPort, db: Executor, request: ApmAuthorisation, messages: { CCAM0: string }, log: FastifyBaseLogger): Promise<PaymentTransactionRow> {
  let result;
  try {
    result = await gateway.authorise({
      orderCode: request.orderCode,
      idempotencyKey: idempotencyKeyOf('authorise', request.orderCode, request.amount),
      amount: request.amount,
      instrument: instrumentOf(request.details),
      shopper: request.shopper,
      resultUrl: request.resultUrl,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
      log.warn({ code: 'payment_gateway_unavailable', orderCode: request.orderCode, reason: error.message }, 'payment gateway unavailable at place order');
      throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    }
    if (error instanceof IdempotencyConflictError) throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
    throw error;
  }
  if (result.status !== 'REDIRECT') {
    log.info({ code: 'apm_payment_refused', orderCode: request.orderCode, paymentId: result.paymentId, status: result.status }, 'alternative payment refused');
    throw invalidInput(refusalMessage(result.status === 'AUTHORISED' ? 'ERROR' : result.reason, messages));
  }
  const account = request.details.ach_accountNumber ?? '';
  const { row } = await lockTransaction(db, request.orderCode, {
    orderCode: request.orderCode,
    paymentId: result.paymentId,
    method: WORLDPAY_APM,
    status: 'PENDING',
    amount: request.amount.value,
    currency: request.amount.currency,
    cardLast4: /^\d{4,}$/.test(account) ? account.slice(-4) : null,
    cardType: request.details.cc_type ?? null,
    redirectUrl: result.redirectUrl,
    returnToken: randomBytes(16).toString('hex'),
  });
  if (!row.redirectUrl || !row.returnToken) {
    // A notification about this order was quicker than the shop: keep its status, add the page and token.
    const changes = { redirectUrl: result.redirectUrl, returnToken: row.returnToken ?? randomBytes(16).toString('hex'), method: WORLDPAY_APM, amount: request.amount.value, currency: request.amount.currency };
    await updateTransaction(db, request.orderCode, changes);
    return { ...row, ...changes };
  }
  return row;
}

/**
 * A card paid on the gateway's hosted payment page (a store with `payment/worldpay_cc/hosted_page`): the
 * order's page at the gateway, recorded like an alternative payment (pending, its page and return token).
 * The page sends the shopper back to `${resultUrl}/{outcome}` inside its frame.
 */
export async function hostedPageFor(gateway: PaymentGatewayPort, db: Executor, request: Omit<ApmAuthorisation, 'details'>, log: FastifyBaseLogger): Promise<PaymentTransactionRow> {
  let page;
  try {
    page = await gateway.hostedPage({
      orderCode: request.orderCode,
      idempotencyKey: idempotencyKeyOf('hosted', request.orderCode, request.amount),
      amount: request.amount,
      shopper: request.shopper,
      resultUrl: request.resultUrl,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
      log.warn({ code: 'payment_gateway_unavailable', orderCode: request.orderCode, reason: error.message }, 'payment gateway unavailable at place order');
      throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    }
    if (error instanceof IdempotencyConflictError) throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
    throw error;
  }
  const { row } = await lockTransaction(db, request.orderCode, {
    orderCode: request.orderCode,
    paymentId: page.paymentId,
    method: WORLDPAY_CC,
    status: 'PENDING',
    amount: request.amount.value,
    currency: request.amount.currency,
    cardLast4: null,
    cardType: null,
    redirectUrl: page.redirectUrl,
    returnToken: randomBytes(16).toString('hex'),
  });
  return row;
}

/** The methods whose payments go through a gateway page (`A<cart>` order codes): alternative payments and hosted cards. */
const REDIRECT_METHODS: readonly string[] = [WORLDPAY_APM, WORLDPAY_CC];

/** The redirect payment (alternative or hosted card) a return token names (null for anything else). */
export async function apmPaymentOfToken(db: Executor, token: string | undefined): Promise<PaymentTransactionRow | null> {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) return null;
  const row = await findTransactionByReturnToken(db, token);
  return row && REDIRECT_METHODS.includes(row.method) && APM_ORDER_CODE.test(row.orderCode) ? row : null;
}

/** The redirect payment of an order (its cart), for the place-order answer's cookie. */
export async function apmPaymentOfCart(db: Executor, cartId: number): Promise<PaymentTransactionRow | null> {
  const row = await findTransaction(db, apmOrderCode(cartId));
  return row && REDIRECT_METHODS.includes(row.method) && row.returnToken ? row : null;
}

/** Records a status the shop learnt without a notification (the shopper cancelled at the page); never moves backwards. */
export async function recordApmStatus(db: Executor, orderCode: string, status: GatewayPaymentStatus): Promise<GatewayPaymentStatus | null> {
  const row = await findTransaction(db, orderCode);
  if (!row) return null;
  const current = isPaymentStatus(row.status) ? row.status : null;
  const next = nextPaymentStatus(current, status);
  if (next) await updateTransaction(db, orderCode, { status: next });
  return next ?? current;
}

/** The payment statuses that pay an order, and those that end it unpaid. */
export const PAID_STATUSES: readonly string[] = ['AUTHORISED', 'CAPTURED', 'SETTLED'];
export const UNPAID_STATUSES: readonly string[] = ['REFUSED', 'CANCELLED', 'ERROR'];
