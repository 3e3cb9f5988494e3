import { ShopError } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { releaseStock } from '../../catalog/server';
import { findCartById, findRestoredCart, restoreCart } from '../../cart/server';
import { releaseCouponUse } from '../../coupons/server';
import { giveBackRewardPoints } from '../../customers/server';
import { findOrderByCart, listOrderItems, moveOrderState, type OrderRow } from '../../orders/server';
import { queuePaymentNotCompleted } from '../../mail/server';
import { PENDING_PAYMENT, WORLDPAY_APM, WORLDPAY_CC, paymentMethodTitle } from '../../payment/domain';
import type { ResolvedStore, StoreDirectory } from '../../stores/server';
import { cartIdOfApmOrderCode, PAID_STATUSES, UNPAID_STATUSES } from '../../payment/server';
import { GATEWAY_UNAVAILABLE, idempotencyKeyOf, type PaymentGatewayPort } from '../../payment/server';

export { PENDING_PAYMENT };
const PAID = { state: 'processing', status: 'processing' } as const;
const CANCELED = { state: 'canceled', status: 'canceled' } as const;

/**
 * Moves an APM order on once: paid → processing; not paid → canceled with its stock, coupon use and reward
 * points given back and its basket restored. The state moves only from pending_payment (a conditional
 * update), so a return and a notification racing, or a replay, cancel and release exactly once.
 */
export async function settleApmOrder(db: Database, stores: StoreDirectory, orderCode: string, outcome: 'paid' | 'canceled'): Promise<OrderRow | null> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return null;
  return settlePendingPaymentOrder(db, stores, cartId, outcome, [WORLDPAY_APM, WORLDPAY_CC]);
}

/**
 * The order a basket became, waiting for a payment taken on a provider's page (pending_payment), moved on
 * once as `settleApmOrder` says; only an order paid with one of `methods` is touched.
 */
export async function settlePendingPaymentOrder(
  db: Database,
  /** The app's stores: the cancelled order's e-mail is written in its store's words. */
  stores: StoreDirectory,
  cartId: number,
  outcome: 'paid' | 'canceled',
  methods: readonly string[],
): Promise<OrderRow | null> {
  // The store (for the e-mail) is read before the transaction: on the embedded database one transaction holds the only connection.
  const placed = await findOrderByCart(db, cartId);
  const shop = placed ? await stores.byId(placed.storeId) : null;
  return db.transaction(async (tx) => {
    const order = await findOrderByCart(tx, cartId);
    if (!order || !methods.includes(order.paymentMethod)) return null;
    if (outcome === 'paid') return (await moveOrderState(tx, order.id, PENDING_PAYMENT.state, PAID)) ?? null;
    const canceled = await moveOrderState(tx, order.id, PENDING_PAYMENT.state, CANCELED);
    if (!canceled) return null;
    const quantities = new Map<number, number>();
    for (const item of await listOrderItems(tx, order.id)) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.qty);
    await releaseStock(tx, quantities);
    if (order.couponCode) await releaseCouponUse(tx, order.storeId, order.couponCode, order.customerId);
    if (order.customerId) await giveBackRewardPoints(tx, order.customerId, order.rewardPointsSpent);
    await restoreCart(tx, order.cartId);
    if (shop) await tellPaymentNotCompleted(tx, shop, canceled);
    return canceled;
  });
}

/** Method titles of other features' methods are not the payment feature's to name: the e-mail says this then. */
const ONLINE_PAYMENT = 'online payment';

/** The shopper hears that the order was cancelled and the basket is back, in the cancelling transaction. */
function tellPaymentNotCompleted(tx: Executor, shop: ResolvedStore, order: OrderRow): Promise<string> {
  const paymentTitle = paymentMethodTitle(order.paymentMethod, shop.settings.payment) ?? ONLINE_PAYMENT;
  return queuePaymentNotCompleted(tx, shop, { ...order, paymentTitle });
}

/**
 * The notification hook: a paying status moves the order to processing, a final unpaid one cancels it.
 * A payment authorised after its order was cancelled (the shopper left the page, then the bank said yes)
 * is voided, so no money is taken for an order the shop no longer holds.
 */
export async function settleApmOrderOnStatus(
  db: Database,
  stores: StoreDirectory,
  orderCode: string,
  status: string,
  late?: { gateway: PaymentGatewayPort; paymentId: string; incoming: string },
): Promise<void> {
  const cartId = cartIdOfApmOrderCode(orderCode);
  if (cartId === null) return;
  if (UNPAID_STATUSES.includes(status)) await settleApmOrder(db, stores, orderCode, 'canceled');
  else if (PAID_STATUSES.includes(status)) await settleApmOrder(db, stores, orderCode, 'paid');
  if (late?.incoming !== 'AUTHORISED') return;
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
  return cartId === null ? null : restoredGuestCartOfBasket(db, cartId);
}

/** The guest basket restored from a cancelled order's basket (its masked id), if the order was a guest's. */
export async function restoredGuestCartOfBasket(db: Database, cartId: number): Promise<string | null> {
  const restored = await findRestoredCart(db, cartId);
  return restored && restored.customerId === null ? restored.maskedId : null;
}
