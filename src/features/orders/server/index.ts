// The orders feature's server front door: what other features may use.
export { findOrderByCart, findRecentCustomerOrder, insertOrder, linkSubscriptionPaymentProfile, listOrderItems, moveOrderState } from './service';
export type { OrderRow } from './service';
