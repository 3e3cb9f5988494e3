/** Shopper-facing coupon texts (spec 000 §4 for success; Magento's wording for failures). */
export const COUPON_APPLIED = 'Your coupon was successfully applied.';
export const COUPON_REMOVED = 'Your coupon was successfully removed.';
export const COUPON_NOT_VALID = 'The coupon code "%1" is not valid.';
export const COUPON_EXPIRED = 'The coupon code "%1" has expired.';
export const COUPON_USED_UP = 'The coupon code "%1" has already been used the maximum number of times.';
export const COUPON_NOT_APPLICABLE = 'The coupon code "%1" does not apply to the items in your basket.';
export const COUPON_CODE_MAX_LENGTH = 255;
