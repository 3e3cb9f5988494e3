import type { orderItems, orderStatusHistory, orders } from '../../../db/schema';

/** An order as recorded. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;
/** An order to record: the database gives its id, increment id and time. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'incrementId' | 'createdAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
