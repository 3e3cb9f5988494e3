export * from './coupon-captcha-rules';
