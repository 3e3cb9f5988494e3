// The pickup-points feature's server front door: what other features may use.
export { checkOrderPickup, recordOrderPickup } from './service';
