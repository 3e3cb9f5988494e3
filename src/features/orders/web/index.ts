// The orders feature's web front door: what other features may use.
export { rememberLastOrder } from './last-order';
export type { LastOrder } from './last-order';
