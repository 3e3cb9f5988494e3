// The catalog feature's web front door: what other features may use.
export type { ProductView } from './product';
