// The captcha feature's server front door: what other features may use.
export {
  captchaAnswerFrom,
  clearCouponFailures,
  recordCouponFailure,
  recordPlaceOrderRefusal,
  requireCouponCaptcha,
  requirePlaceOrderCaptcha,
} from './service';
export type { CouponAttempt } from './service';
