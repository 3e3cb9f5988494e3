// The subscriptions feature's server front door: what other features and the app assembly may use.
export type {
  ChargeResult,
  PricedRenewal,
  RenewalCharges,
  RenewalOrders,
  RenewalPayment,
  RenewalToPrice,
  SubscriptionAccount,
  SubscriptionCard,
  SubscriptionChange,
  SubscriptionNotices,
} from './ports';
export { recordOrderSubscriptions } from './record';
export type { OrderedLine, OrderWithSubscriptions } from './record';
export { RENEWAL_LEASE_SECONDS, RENEWALS_EVERY_MS, renewalPaymentKey, runDueRenewals } from './renewals';
export type { RenewalWork } from './renewals';
export { subscriptionRoutes } from './routes';
export { renewalSchedulerPlugin } from './scheduler-plugin';
