// The stores feature's server front door: what other features may use.
export type { ResolvedStore, StoreDirectory } from './service';
export { shopperLocale, textLocaleOf } from './shopper-locale';
