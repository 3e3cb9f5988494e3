// The coupons feature's server front door: what other features may use.
export { recordCouponUse, releaseCouponUse } from './service';
