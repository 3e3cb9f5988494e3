import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { APM_TYPES, type ApmDetails } from '../domain/apm';
import { CARD_PAYMENT_CONFLICT, refusalMessage } from '../domain/cards/card-submission';
import { WORLDPAY_APM, WORLDPAY_CC } from '../domain/method-codes';
import { type GatewayPaymentStatus, isPaymentStatus, nextPaymentStatus } from '../domain/payment-status';
import {
  type AchAccount,
  GatewayRequestError,
  GatewayUnavailableError,
  IdempotencyConflictError,
  type Money,
  type PaymentGatewayPort,
  type PaymentInstrument,
} from '../providers/port';
import { idempotencyKeyOf } from './card-payment-plugin';
import { GATEWAY_UNAVAILABLE } from './routes';
import { findTransaction, findTransactionByReturnToken, lockTransaction, type PaymentTransactionRow, updateTransaction } from './store';

/** The cookie that holds an alternative payment's return token: the shopper's browser finds only its own order with it. */
export const APM_RETURN_COOKIE = 'apm_return';
/** A day: long enough for a bank's page, no longer. */
export const APM_RETURN_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The gateway's order code of an alternative payment: one order per cart, so one payment per cart (`A<cart id>`). */
export const apmOrderCode = (cartId: number): string => `A${cartId}`;
const APM_ORDER_CODE = /^A(\d{1,12})$/;
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

/** The gateway's page for an order's payment: where the shopper pays (the order waits for the notification). */
export interface GatewayPage {
  paymentId: string;
  redirectUrl: string;
}

/** Maps the gateway's failures at place order to the shopper's answer (503, or 409 for a key reused for another amount). */
function placeOrderGatewayFailure(error: unknown, orderCode: string, log: FastifyBaseLogger): unknown {
  if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
    log.warn({ code: 'payment_gateway_unavailable', orderCode, reason: error.message }, 'payment gateway unavailable at place order');
    return new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
  }
  if (error instanceof IdempotencyConflictError) return new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
  return error;
}

/**
 * Asks the gateway for the payment page of an order paid by an alternative method, for the amount the
 * server computed (no database work: the caller holds no transaction while the gateway answers). A retry
 * (same order and amount) gets the gateway's first answer; a refusal is a 400.
 */
export async function requestApmPage(
  gateway: PaymentGatewayPort,
  request: ApmAuthorisation,
  messages: { CCAM0: string },
  log: FastifyBaseLogger,
): Promise<GatewayPage> {
  let result: Awaited<ReturnType<PaymentGatewayPort['authorise']>>;
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
    throw placeOrderGatewayFailure(error, request.orderCode, log);
  }
  if (result.status !== 'REDIRECT') {
    log.info({ code: 'apm_payment_refused', orderCode: request.orderCode, paymentId: result.paymentId, status: result.status }, 'alternative payment refused');
    throw invalidInput(refusalMessage(result.status === 'AUTHORISED' ? 'ERROR' : result.reason, messages));
  }
  return { paymentId: result.paymentId, redirectUrl: result.redirectUrl };
}

/**
 * A card paid on the gateway's hosted payment page (a store with `payment/worldpay_cc/hosted_page`): the
 * order's page at the gateway. The page sends the shopper back to `${resultUrl}/{outcome}` inside its frame.
 */
export async function requestHostedPage(gateway: PaymentGatewayPort, request: Omit<ApmAuthorisation, 'details'>, log: FastifyBaseLogger): Promise<GatewayPage> {
  try {
    return await gateway.hostedPage({
      orderCode: request.orderCode,
      idempotencyKey: idempotencyKeyOf('hosted', request.orderCode, request.amount),
      amount: request.amount,
      shopper: request.shopper,
      resultUrl: request.resultUrl,
    });
  } catch (error) {
    throw placeOrderGatewayFailure(error, request.orderCode, log);
  }
}

/**
 * Records an order's gateway page, with its order: the payment pending, its page and a new return token
 * (of an ACH account only its last four digits; a hosted card nothing of the card).
 */
export async function recordGatewayPage(
  db: Executor,
  request: { orderCode: string; amount: Money; method: typeof WORLDPAY_APM | typeof WORLDPAY_CC; details?: ApmDetails },
  page: GatewayPage,
): Promise<PaymentTransactionRow> {
  const account = request.details?.ach_accountNumber ?? '';
  const { row } = await lockTransaction(db, request.orderCode, {
    orderCode: request.orderCode,
    paymentId: page.paymentId,
    method: request.method,
    status: 'PENDING',
    amount: request.amount.value,
    currency: request.amount.currency,
    cardLast4: /^\d{4,}$/.test(account) ? account.slice(-4) : null,
    cardType: request.details?.cc_type ?? null,
    redirectUrl: page.redirectUrl,
    returnToken: randomBytes(16).toString('hex'),
  });
  if (!row.redirectUrl || !row.returnToken) {
    // A notification about this order was quicker than the shop: keep its status, add the page and token.
    const changes = {
      redirectUrl: page.redirectUrl,
      returnToken: row.returnToken ?? randomBytes(16).toString('hex'),
      method: request.method,
      amount: request.amount.value,
      currency: request.amount.currency,
    };
    await updateTransaction(db, request.orderCode, changes);
    return { ...row, ...changes };
  }
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
