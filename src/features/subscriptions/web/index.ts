// The subscriptions feature's web front door: what other features may use.
export { productOption } from './subscription-option';
export type { AddressChoiceProps, CardChoiceProps, SubscriptionBlocks } from './subscription-delivery';
export type { DeliveryAddressInput } from './use-subscriptions';
export { SubscriptionList } from './subscription-list';
