// The subscriptions feature's server front door: what other features and the app assembly may use.
export type {
  PricedRenewal,
  RenewalCharges,
  RenewalOrders,
  RenewalPayment,
  RenewalToPrice,
  SubscriptionAccount,
  SubscriptionNotices,
} from './ports';
export { recordOrderSubscriptions } from './record';
export type { OrderWithSubscriptions } from './record';
export { RENEWAL_LEASE_SECONDS, failedForTheCard, renewalPaymentKey, runDueRenewals } from './renewals';
export { subscriptionRoutes } from './routes';
export { renewalSchedulerPlugin } from './scheduler-plugin';
