// The gift-registry feature's server front door: what other features may use.
export { registryShippingAddress } from './service';
