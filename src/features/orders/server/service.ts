export { findCustomerOrder, findOrderByCart, findRecentCustomerOrder, insertOrder, linkSubscriptionPaymentProfile, listOrderItems, moveOrderState } from './store';
export type { OrderItemRow, OrderRow } from './store';
