// The stores feature's server front door: what other features may use.
export { resolveStore, storeDirectory } from './service';
export type { ResolvedStore } from './service';
