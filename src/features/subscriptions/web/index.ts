// The subscriptions feature's web front door: what other features may use.
export { intervalNote, productOption } from './subscription-option';
