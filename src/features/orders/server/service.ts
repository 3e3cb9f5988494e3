import type { Executor } from '../../../shared/server/db';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from './order-rows';
import * as store from './store';

// What other features do with orders: checkout records one and reads it back (a retried call gets it
// again), the payment settlements move it on, a subscription's first order keeps the card its renewals
// charge. The SQL is store.ts's.

export type { OrderRow } from './order-rows';

/** Records a placed order with its lines, in the caller's transaction (Magento's increment id is taken by the insert). */
export function insertOrder(db: Executor, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  return store.insertOrder(db, order, items);
}

/** The order a basket became, if it became one. */
export function findOrderByCart(db: Executor, cartId: number): Promise<OrderRow | undefined> {
  return store.findOrderByCart(db, cartId);
}

/** The customer's order placed in this store within the last few seconds: what a retried place-order call gets back. */
export function findRecentCustomerOrder(db: Executor, customerId: number, storeId: number, withinSeconds: number): Promise<OrderRow | undefined> {
  return store.findRecentCustomerOrder(db, customerId, storeId, withinSeconds);
}

/** An order's lines, as recorded. */
export function listOrderItems(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return store.listOrderItems(db, orderId);
}

/**
 * Points the order's subscription lines at the saved payment profile their renewals charge (in the
 * order's transaction); answers how many lines it took.
 */
export function linkSubscriptionPaymentProfile(db: Executor, orderId: number, profileId: number): Promise<number> {
  return store.linkSubscriptionPaymentProfile(db, orderId, profileId);
}

/**
 * Moves an order from one state to another, only if it is still in the first: the one caller that wins
 * gets the order (a concurrent or repeated move finds it moved and gets undefined).
 */
export function moveOrderState(db: Executor, orderId: number, from: string, to: { state: string; status: string }): Promise<OrderRow | undefined> {
  return store.moveOrderState(db, orderId, from, to);
}
