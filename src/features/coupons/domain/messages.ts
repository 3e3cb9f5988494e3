/** Shopper-facing coupon refusals (Magento's wording); the successes are the storefront's texts (spec 000 §4). */
export const COUPON_NOT_VALID = 'The coupon code "%1" is not valid.';
export const COUPON_EXPIRED = 'The coupon code "%1" has expired.';
export const COUPON_USED_UP = 'The coupon code "%1" has already been used the maximum number of times.';
export const COUPON_NOT_APPLICABLE = 'The coupon code "%1" does not apply to the items in your basket.';
export const COUPON_CODE_MAX_LENGTH = 255;
