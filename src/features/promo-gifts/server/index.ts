// The promo-gifts feature's server front door: what other features may use.
export { checkGiftLines } from './service';
