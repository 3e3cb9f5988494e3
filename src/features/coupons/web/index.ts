// The coupons feature's web front door: what other features may use.
export { DiscountCode } from './discount-code';
