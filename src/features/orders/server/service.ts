export { findCustomerOrder, findOrderByCart, findRecentCustomerOrder, insertOrder, listOrderItems } from './store';
export type { OrderItemRow, OrderRow } from './store';
