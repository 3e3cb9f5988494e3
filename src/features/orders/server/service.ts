export { findCustomerOrder, findOrderByCart, findRecentCustomerOrder, insertOrder, listOrderItems, moveOrderState } from './store';
export type { OrderItemRow, OrderRow } from './store';
