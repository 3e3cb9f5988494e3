// The orders feature's web front door: what other features may use.
export { rememberLastOrder } from './last-order';
export type { LastOrder } from './last-order';
export { AddressLines, OrderBilling, OrderDelivery, OrderLines, OrderPayment, OrderTotals } from './order-details';
export { orderKeys, orderQuery } from './order-view';
export type { OrderView } from './order-view';
