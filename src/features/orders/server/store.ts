import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { orderIncrementSequence, orderItems, orderStatusHistory, orders } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { definedKeys, placeholdersOf, placeholderValues, prebuiltByShape } from '../../../shared/server/prebuilt';

import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow, OrderStatusRow } from './order-rows';

/** Magento's increment id: nine digits, zero-padded, from a sequence shared by every process (taken by the insert itself). */
const insertOrderStatement = prebuiltByShape<NewOrder, Record<string, unknown>, OrderRow[]>(
  'insert_order',
  (order) => definedKeys(order).join(','),
  (db, p, order) =>
    db
      .insert(orders)
      .values({ ...placeholdersOf(order, p), incrementId: sql`lpad(nextval('${sql.raw(orderIncrementSequence.seqName!)}')::text, 9, '0')` })
      .returning(),
);

/** The order's lines in one statement; one template per number of lines and the columns each sets. */
const insertItemsStatement = prebuiltByShape<NewOrderItem[], Record<string, unknown>, unknown>(
  'insert_order_items',
  (items) => items.map((item) => definedKeys(item).join(',')).join('|'),
  (db, p, items) => db.insert(orderItems).values(items.map((item, i) => ({ ...placeholdersOf(item, p, `${i}_`), orderId: p('orderId') as unknown as number }))),
);

export async function insertOrder(db: Executor, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await insertOrderStatement(db, order, placeholderValues(order));
  if (items.length > 0) {
    const values: Record<string, unknown> = { orderId: row.id };
    items.forEach((item, i) => {
      placeholderValues(item, `${i}_`, values);
    });
    await insertItemsStatement(db, items, values);
  }
  return row;
}

export async function findOrderByCart(db: Executor, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row;
}

/** The customer's own order in this store; another customer's (or another store's) is none. */
export async function findCustomerOrder(db: Executor, customerId: number, orderId: number, storeId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.storeId, storeId)));
  return row;
}

/** The customer's order placed within the last few seconds: what a retried place-order call gets back. */
export async function findRecentCustomerOrder(db: Executor, customerId: number, storeId: number, withinSeconds: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.storeId, storeId), gt(orders.createdAt, sql`now() - make_interval(secs => ${withinSeconds})`)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
}

export async function listOrderItems(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/**
 * Points the order's subscription lines at the saved payment profile their renewals charge (in the
 * order's transaction); answers how many lines it took.
 */
export async function linkSubscriptionPaymentProfile(db: Executor, orderId: number, profileId: number): Promise<number> {
  const linked = await db
    .update(orderItems)
    .set({ subscriptionPaymentProfileId: profileId })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isSubscription, true)))
    .returning({ id: orderItems.id });
  return linked.length;
}

/**
 * Moves an order from one state to another, only if it is still in the first: the one caller that wins
 * gets the order (a concurrent or repeated move finds it moved and gets undefined).
 */
export async function moveOrderState(db: Executor, orderId: number, from: string, to: { state: string; status: string }): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(to)
    .where(and(eq(orders.id, orderId), eq(orders.state, from)))
    .returning();
  return row;
}

/** A page of the customer's orders in one store, newest first, with how many there are in all. */
export async function listCustomerOrders(
  db: Executor,
  customerId: number,
  storeId: number,
  page: { size: number; number: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const mine = and(eq(orders.customerId, customerId), eq(orders.storeId, storeId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(mine),
  ]);
  return { rows, total };
}

/** The guest order placed from a cart, locked until the transaction ends (so two account requests cannot both claim it). */
export async function lockOrderOfCart(db: Executor, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId)).for('update');
  return row;
}

/** Gives a guest order to the customer its shopper became; only while it is still a guest's. */
export async function claimGuestOrder(db: Executor, orderId: number, customerId: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ customerId })
    .where(and(eq(orders.id, orderId), isNull(orders.customerId)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The status history of some orders (the database writes it), oldest first, by order id. */
export async function listStatusHistories(db: Executor, orderIds: number[]): Promise<Map<number, OrderStatusRow[]>> {
  const byOrder = new Map<number, OrderStatusRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, orderIds)).orderBy(asc(orderStatusHistory.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}
