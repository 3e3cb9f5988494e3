import type { FastifyBaseLogger } from 'fastify';
import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput } from '../../../shared/domain/errors';
import type { Database, Transaction } from '../../../shared/server/db';
import { releaseStock } from '../../catalog/server/service';
import { restoreCart, findRestoredCart } from '../../cart/server/service';
import { releaseCouponUse } from '../../coupons/server/service';
import { giveBackRewardPoints } from '../../customers/server/service';
import { findOrderByCart, listOrderItems, moveOrderState, type OrderRow } from '../../orders/server/service';
import { APM_DETAILS_INVALID, type ApmDetails, readApmDetails, validateApm, WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import { apmOrderCode, authoriseApm, cartIdOfApmOrderCode, hostedPageFor, PAID_STATUSES, UNPAID_STATUSES } from '../../payment/server/apm-payment-plugin';
import { idempotencyKeyOf, type PaymentGatewayPort } from '../../payment/server/card-payment-plugin';
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
  /** The gateway's payment of this attempt, voided when the order is not written. */
  paymentId: string | null;
  /** A card on the gateway's hosted payment page (no details of the shopper's are read). */
  hosted?: boolean;
}

/** The APM part of the body, read before anything else: every field text, else a 400. */
export function readApmStep(additionalData: unknown, context: { gateway: PaymentGatewayPort; log: FastifyBaseLogger; shopOrigin: string }, hosted = false): ApmStep {
  if (hosted) return { details: {}, ...context, paymentId: null, hosted: true };
  const details = readApmDetails(additionalData);
  if (!details) throw invalidInput(APM_DETAILS_INVALID);
  return { details, ...context, paymentId: null };
}

/** Spec 002 §5 "Alternative payment", run again by the server: a type offered in the billing country, its bank, Klarna option or ACH fields. */
export function checkApm(step: ApmStep, shop: ResolvedStore, billingAddress: AddressRecord): void {
  if (step.hosted) return;
  const [failure] = validateApm(step.details, billingAddress.countryId, shop.settings.worldpay);
  if (failure) throw invalidInput(failure.failure.message, { fieldName: failure.field });
}

/** After the order is written (same transaction): the gateway's page for the amount the server computed. */
export async function authoriseApmOrder(tx: Transaction, shop: ResolvedStore, order: OrderRow, email: string, billingAddress: AddressRecord, step: ApmStep): Promise<void> {
  const request = {
    orderCode: apmOrderCode(order.cartId),
    amount: { value: order.grandTotal, currency: order.currency },
    shopper: { email, countryId: billingAddress.countryId },
  };
  const payment = step.hosted
    ? await hostedPageFor(step.gateway, tx, { ...request, resultUrl: `${step.shopOrigin}/worldpay/redirectresult/iframe/status` }, step.log)
    : await authoriseApm(step.gateway, tx, { ...request, details: step.details, resultUrl: `${step.shopOrigin}/worldpay/redirectresult` }, shop.settings.worldpay.messages, step.log);
  step.paymentId = payment.paymentId;
}

/** The order was not written after all: the gateway's page of this attempt is voided (best effort). */
export async function voidApmAttempt(step: ApmStep): Promise<void> {
  if (!step.paymentId) return;
  await step.gateway.void({ paymentId: step.paymentId, idempotencyKey: idempotencyKeyOf('void', step.paymentId) }).catch((error: Error) => {
    step.log.warn({ code: 'apm_void_failed', paymentId: step.paymentId, reason: error.message }, 'alternative payment not voided');
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
  }
}

/** The guest basket restored for a cancelled APM order (a customer's comes back as their active cart by itself). */
export async function restoredGuestCartOf(db: Database, orderCode: string): Promise<string | null> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return null;
  const restored = await findRestoredCart(db, cartId);
  return restored && restored.customerId === null ? restored.maskedId : null;
}
