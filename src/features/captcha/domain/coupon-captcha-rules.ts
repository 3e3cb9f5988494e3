/**
 * The discount-code captcha (spec 000 §4: shown while no coupon is applied, hidden after success, shown
 * again after cancel). Showing it costs the shopper nothing; it is only enforced after repeated failed
 * codes, which is what slows down guessing coupon codes.
 */

/** Magento's text for a missing or wrong captcha answer. */
export const INCORRECT_CAPTCHA = 'Incorrect CAPTCHA.';

/** After this many failed coupon codes on one cart, PUT …/coupons/{code} must carry a captcha answer. */
export const COUPON_FAILURES_BEFORE_CAPTCHA = 3;
/** Failures are counted in a window that starts at the first failure; a window that has passed starts over. */
export const COUPON_FAILURE_WINDOW_SECONDS = 15 * 60;
/** A challenge must be answered within this time, and can be answered once. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export const CAPTCHA_CODE_LENGTH = 5;
/** Look-alikes are left out (0 O Q D, 1 I L, 2 Z, 5 S, 8 B, G) so that every code can be read back. */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTUVWXY34679';

/** The request headers of a PUT …/coupons/{code} that answer the challenge (lower case, as Node sees them). */
export const CAPTCHA_ID_HEADER = 'x-captcha-id';
export const CAPTCHA_ANSWER_HEADER = 'x-captcha';

/** GET …/coupon-captcha: `shown` tells the page to show the challenge (a picture or a question); `required` that the next PUT needs it. */
export interface CouponCaptcha {
  shown: boolean;
  required: boolean;
  id?: string;
  /** data:image/svg+xml;base64,… (`?type=image`, the default) */
  image?: string;
  /** A sum in words of the shopper's language, answered in digits (`?type=question`). */
  question?: string;
}

/** Answers are case-insensitive and forgiving of surrounding spaces. */
export function normaliseCaptchaAnswer(answer: string): string {
  return answer.trim().toUpperCase();
}

/**
 * After this many failed codes from one client address (on any of its carts) the captcha is required
 * too; higher than the cart's count, as one address may be a whole office or household.
 */
const COUPON_FAILURES_PER_CLIENT_BEFORE_CAPTCHA = 10;

export function isCaptchaRequired(cartFailures: number, clientFailures = 0): boolean {
  return cartFailures >= COUPON_FAILURES_BEFORE_CAPTCHA || clientFailures >= COUPON_FAILURES_PER_CLIENT_BEFORE_CAPTCHA;
}

/** Shown while no coupon is applied, and whenever it is required (so an API client is never asked blind). */
export function isCaptchaShown(appliedCouponCode: string | null, required: boolean): boolean {
  return !appliedCouponCode || required;
}
