export * from './captcha-question';
export * from './coupon-captcha-rules';
export * from './place-order-captcha-rules';
