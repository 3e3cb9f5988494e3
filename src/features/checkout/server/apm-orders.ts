import type { FastifyBaseLogger } from 'fastify';
import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Database, Executor, Transaction } from '../../../shared/server/db';
import { releaseStock } from '../../catalog/server/service';
import { findCartById, findRestoredCart, restoreCart } from '../../cart/server/service';
import { releaseCouponUse } from '../../coupons/server/service';
import { giveBackRewardPoints } from '../../customers/server/service';
import { findOrderByCart, listOrderItems, moveOrderState, type OrderRow } from '../../orders/server/service';
import { paymentOf } from '../../payment/server/service';
import { APM_DETAILS_INVALID, type ApmDetails, CARD_PAYMENT_CONFLICT, readApmDetails, validateApm, WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import {
  apmOrderCode,
  cartIdOfApmOrderCode,
  type GatewayPage,
  PAID_STATUSES,
  recordGatewayPage,
  requestApmPage,
  requestHostedPage,
  UNPAID_STATUSES,
} from '../../payment/server/apm-payment-plugin';
import { GATEWAY_UNAVAILABLE, idempotencyKeyOf, type PaymentGatewayPort } from '../../payment/server/card-payment-plugin';
import type { ResolvedStore } from '../../stores/server/service';

/** An order paid by an alternative method waits in this state until the gateway's signed notification (spec 002 §4). */
export const PENDING_PAYMENT = { state: 'pending_payment', status: 'pending_payment' } as const;
export const PAID = { state: 'processing', status: 'processing' } as const;
export const CANCELED = { state: 'canceled', status: 'canceled' } as const;

export interface ApmStep {
  details: ApmDetails;
  gateway: PaymentGatewayPort;
  log: FastifyBaseLogger;
  shopOrigin: string;
  /** The gateway's page of this attempt, asked for between the two passes; voided when no order takes it. */
  page: (GatewayPage & ApmPageRequest) | null;
  /** A card on the gateway's hosted payment page (no details of the shopper's are read). */
  hosted?: boolean;
}

/** The APM part of the body, read before anything else: every field text, else a 400. */
export function readApmStep(additionalData: unknown, context: { gateway: PaymentGatewayPort; log: FastifyBaseLogger; shopOrigin: string }, hosted = false): ApmStep {
  if (hosted) return { details: {}, ...context, page: null, hosted: true };
  const details = readApmDetails(additionalData);
  if (!details) throw invalidInput(APM_DETAILS_INVALID);
  return { details, ...context, page: null };
}

/** Spec 002 §5 "Alternative payment", run again by the server: a type offered in the billing country, its bank, Klarna option or ACH fields. */
export function checkApm(step: ApmStep, shop: ResolvedStore, billingAddress: AddressRecord): void {
  if (step.hosted) return;
  const [failure] = validateApm(step.details, billingAddress.countryId, shop.settings.worldpay);
  if (failure) throw invalidInput(failure.failure.message, { fieldName: failure.field });
}

/** Minor units and ISO 4217, as the gateway takes them. */
type Money = { value: number; currency: string };

/** What the gateway is asked for: the order's page for the amount the server computed. */
export interface ApmPageRequest {
  orderCode: string;
  amount: Money;
  shopper: { email: string; countryId: string };
}

/**
 * The first pass over the basket ends here with the request for the gateway's page, asked for outside any
 * transaction (a slow gateway holds no cart, stock row or connection); the second pass finds the page and
 * writes the order with it, unless the basket changed meanwhile.
 */
export class ApmPageDue extends Error {
  constructor(readonly request: ApmPageRequest) {
    super('alternative payment page due');
    this.name = 'ApmPageDue';
  }
}

/** The payment point of an alternative payment or a hosted card, in each pass (see ApmPageDue). */
export function apmPaymentPoint(step: ApmStep, cartId: number, amount: Money, email: string, billingAddress: AddressRecord): void {
  const request = { orderCode: apmOrderCode(cartId), amount, shopper: { email, countryId: billingAddress.countryId } };
  if (!step.page) throw new ApmPageDue(request);
  const same = step.page.orderCode === request.orderCode && step.page.amount.value === amount.value && step.page.amount.currency === amount.currency;
  if (!same) throw invalidInput(CARD_PAYMENT_CONFLICT);
}

/** Between the passes: the gateway's page (an alternative method's, or the hosted card page). */
export async function requestOrderPage(step: ApmStep, shop: ResolvedStore, request: ApmPageRequest): Promise<void> {
  const page = step.hosted
    ? await requestHostedPage(step.gateway, { ...request, resultUrl: `${step.shopOrigin}/worldpay/redirectresult/iframe/status` }, step.log)
    : await requestApmPage(step.gateway, { ...request, details: step.details, resultUrl: `${step.shopOrigin}/worldpay/redirectresult` }, shop.settings.worldpay.messages, step.log);
  step.page = { ...request, ...page };
}

/** With the order (same transaction): its page, pending until the gateway's notification. */
export async function recordOrderPage(tx: Transaction, step: ApmStep): Promise<void> {
  const page = step.page!;
  await recordGatewayPage(tx, { orderCode: page.orderCode, amount: page.amount, method: step.hosted ? WORLDPAY_CC : WORLDPAY_APM, details: step.details }, page);
}

/**
 * No order took this attempt's page: it is voided (best effort), unless a concurrent call for the same
 * basket wrote the order with it (its row is there, written with that order).
 */
export async function voidApmAttempt(db: Database, step: ApmStep, lockBasket: (tx: Transaction) => Promise<unknown>): Promise<void> {
  const page = step.page;
  if (!page) return;
  await db.transaction(async (tx) => {
    await lockBasket(tx);
    if (await paymentOf(tx, page.orderCode)) return;
    await step.gateway.void({ paymentId: page.paymentId, idempotencyKey: idempotencyKeyOf('void', page.paymentId) }).catch((error: Error) => {
      step.log.warn({ code: 'apm_void_failed', paymentId: page.paymentId, reason: error.message }, 'alternative payment not voided');
    });
  });
}

/**
 * Moves an APM order on once: paid → processing; not paid → canceled with its stock, coupon use and reward
 * points given back and its basket restored. The state moves only from pending_payment (a conditional
 * update), so a return and a notification racing, or a replay, cancel and release exactly once.
 */
export async function settleApmOrder(db: Database, orderCode: string, outcome: 'paid' | 'canceled'): Promise<OrderRow | null> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return null;
  return db.transaction(async (tx) => {
    const order = await findOrderByCart(tx, cartId);
    if (!order || (order.paymentMethod !== WORLDPAY_APM && order.paymentMethod !== WORLDPAY_CC)) return null;
    if (outcome === 'paid') return (await moveOrderState(tx, order.id, PENDING_PAYMENT.state, PAID)) ?? null;
    const canceled = await moveOrderState(tx, order.id, PENDING_PAYMENT.state, CANCELED);
    if (!canceled) return null;
    const quantities = new Map<number, number>();
    for (const item of await listOrderItems(tx, order.id)) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.qty);
    await releaseStock(tx, quantities);
    if (order.couponCode) await releaseCouponUse(tx, order.storeId, order.couponCode, order.customerId);
    if (order.customerId) await giveBackRewardPoints(tx, order.customerId, order.rewardPointsSpent);
    await restoreCart(tx, order.cartId);
    return canceled;
  });
}

/**
 * The notification hook: a paying status moves the order to processing, a final unpaid one cancels it.
 * A payment authorised after its order was cancelled (the shopper left the page, then the bank said yes)
 * is voided, so no money is taken for an order the shop no longer holds.
 */
export async function settleApmOrderOnStatus(
  db: Database,
  orderCode: string,
  status: string,
  late?: { gateway: PaymentGatewayPort; paymentId: string; incoming: string },
): Promise<void> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return;
  if (UNPAID_STATUSES.includes(status)) await settleApmOrder(db, orderCode, 'canceled');
  else if (PAID_STATUSES.includes(status)) await settleApmOrder(db, orderCode, 'paid');
  if (!late || late.incoming !== 'AUTHORISED') return;
  const order = await findOrderByCart(db, cartId);
  if (order?.state === CANCELED.state) {
    await late.gateway.void({ paymentId: late.paymentId, idempotencyKey: idempotencyKeyOf('void-late', late.paymentId) }).catch(() => null);
  } else if (order?.state === PAID.state && order.paymentMethod === WORLDPAY_CC) {
    // A card authorised on the hosted page is taken once its order is paid for, as a card paid in the shop
    // is. A failure answers 503, so the gateway delivers the notification again and the capture is retried
    // (idempotent: one capture whatever the number of deliveries).
    const amount = { value: order.grandTotal, currency: order.currency };
    const captured = await late.gateway
      .capture({ paymentId: late.paymentId, idempotencyKey: idempotencyKeyOf('capture', late.paymentId, amount), amount })
      .catch(() => ({ ok: false as const }));
    if (!captured.ok) throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
  }
}

/**
 * How the checkout page names the basket an APM or hosted-card order was placed from, as it sends it to
 * `POST /worldpay/payment/hostedurl`: the guest's masked id, or the customer's cart id.
 */
export async function quoteIdOfApmOrder(db: Executor, orderCode: string): Promise<string | null> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  const cart = cartId === null ? undefined : await findCartById(db, cartId);
  if (!cart) return null;
  return cart.customerId === null ? cart.maskedId : String(cart.id);
}

/** The guest basket restored for a cancelled APM order (a customer's comes back as their active cart by itself). */
export async function restoredGuestCartOf(db: Database, orderCode: string): Promise<string | null> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return null;
  const restored = await findRestoredCart(db, cartId);
  return restored && restored.customerId === null ? restored.maskedId : null;
}
