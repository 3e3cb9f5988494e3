import type { Database, Executor } from '../../../shared/server/db';
import { type GatewayPaymentStatus, isPaymentStatus, nextPaymentStatus } from '../domain/payment-status';
import type { CardSummary, GatewayNotification } from '../providers/port';
import {
  claimNotification,
  findTransaction,
  lockTransaction,
  markNotificationStale,
  type PaymentTransactionRow,
  transactionsOfCart,
  updateTransaction,
} from './store';

export type NotificationOutcome = 'applied' | 'replayed' | 'stale';

/**
 * Applies a verified gateway notification once: its id is claimed first (a replay changes nothing),
 * then the payment moves forward only (an older status arriving late is recorded, not applied).
 */
export async function applyNotification(db: Database, notification: GatewayNotification): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const row0 = {
      notificationId: notification.notificationId,
      orderCode: notification.orderCode,
      paymentId: notification.paymentId,
      status: notification.status,
    };
    // A status the shop does not act on (a chargeback, say) is acknowledged and kept, not applied.
    if (!isPaymentStatus(notification.status)) return (await claimNotification(tx, { ...row0, applied: false })) ? 'stale' : 'replayed';
    const incoming: GatewayPaymentStatus = notification.status;
    const claimed = await claimNotification(tx, { ...row0, applied: true });
    if (!claimed) return 'replayed';
    const { row, created } = await lockTransaction(tx, notification.orderCode, {
      orderCode: notification.orderCode,
      paymentId: notification.paymentId,
      method: 'worldpay',
      status: notification.status,
      amount: notification.amount?.value ?? null,
      currency: notification.amount?.currency ?? null,
      cardLast4: null,
      cardType: null,
    });
    if (created) return 'applied';
    const current = isPaymentStatus(row.status) ? row.status : null;
    const next = nextPaymentStatus(current, incoming);
    if (!next) {
      await markNotificationStale(tx, notification.notificationId);
      return 'stale';
    }
    await updateTransaction(tx, notification.orderCode, { status: next, paymentId: notification.paymentId });
    return 'applied';
  });
}

/**
 * Records the gateway's answer to an authorise for an order (for the place-order step): the method,
 * amount, and of a card only its last four digits and type.
 */
export async function recordAuthorisation(
  db: Database,
  record: {
    orderCode: string;
    paymentId: string;
    method: string;
    status: GatewayPaymentStatus;
    amount: { value: number; currency: string };
    card?: CardSummary;
  },
): Promise<PaymentTransactionRow> {
  const last4 = record.card && /^\d{4}$/.test(record.card.last4) ? record.card.last4 : null;
  return db.transaction(async (tx) => {
    const { row, created } = await lockTransaction(tx, record.orderCode, {
      orderCode: record.orderCode,
      paymentId: record.paymentId,
      method: record.method,
      status: record.status,
      amount: record.amount.value,
      currency: record.amount.currency,
      cardLast4: last4,
      cardType: record.card?.type ?? null,
    });
    if (created) return row;
    // A notification was quicker: keep its status when it is further along.
    const next = nextPaymentStatus(isPaymentStatus(row.status) ? row.status : null, record.status) ?? row.status;
    const changes = {
      status: next,
      method: record.method,
      amount: record.amount.value,
      currency: record.amount.currency,
      cardLast4: last4,
      cardType: record.card?.type ?? null,
      paymentId: record.paymentId,
    };
    await updateTransaction(tx, record.orderCode, changes);
    return { ...row, ...changes };
  });
}

export function paymentOf(db: Executor, orderCode: string): Promise<PaymentTransactionRow | undefined> {
  return findTransaction(db, orderCode);
}

/** What an order's payment shows its shopper (Magento's order payment): the amount taken, the card's last four digits and type. */
export interface OrderPaymentView {
  /** Minor units taken by the gateway (captured or settled); 0 until then. */
  amountPaid: number;
  cardLast4: string | null;
  cardType: string | null;
}

const TAKEN_STATUSES: readonly string[] = ['CAPTURED', 'SETTLED'];

/** The payment of the order placed from this cart: the captured one among its attempts, if any. */
export async function orderPaymentOfCart(db: Executor, cartId: number): Promise<OrderPaymentView> {
  const taken = (await transactionsOfCart(db, cartId)).find((row) => TAKEN_STATUSES.includes(row.status));
  return { amountPaid: taken?.amount ?? 0, cardLast4: taken?.cardLast4 ?? null, cardType: taken?.cardType ?? null };
}

/** The card an order placed from this cart is paid with (the payment its order took), whatever the payment's state; null without a card. */
export async function orderCardOfCart(db: Executor, cartId: number): Promise<{ cardType: string | null; cardLast4: string } | null> {
  const paid = (await transactionsOfCart(db, cartId)).find((row) => row.takenByOrder && row.cardLast4);
  return paid?.cardLast4 ? { cardType: paid.cardType, cardLast4: paid.cardLast4 } : null;
}

// The vault (saved cards) and the electronic invoice, for the card flow and place order.
export { electronicInvoiceForOrder } from './invoice';
