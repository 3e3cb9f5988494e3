// The stores feature's server front door: what other features may use.
export { resolveStore, resolveStoreById, storeDirectory } from './service';
export type { ResolvedStore } from './service';
