export { findOrderByCart, findRecentCustomerOrder, insertOrder, linkSubscriptionPaymentProfile, listOrderItems, moveOrderState } from './store';
export type { OrderRow } from './store';
