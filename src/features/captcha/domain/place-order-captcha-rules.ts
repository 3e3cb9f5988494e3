/**
 * The place-order captcha (spec 002 §7 "Other notes": an X-Captcha header is added when a captcha is
 * required). Card testing is the threat: a script trying stolen card numbers against the gateway. After
 * repeated refused payments the order must carry a captcha answer, so every further card costs a
 * person's reading of an image. Shown only while required.
 */

/** After this many payments the gateway refused on one cart (in the window), placing its order needs a captcha. */
export const PLACE_ORDER_FAILURES_BEFORE_CAPTCHA = 3;
/** After this many from one client address (any of its carts); higher, as one address may be a whole office. */
export const PLACE_ORDER_FAILURES_PER_CLIENT_BEFORE_CAPTCHA = 10;
/** Refusals count in a window that starts at the first one; a window that has passed starts over. */
export const PLACE_ORDER_FAILURE_WINDOW_SECONDS = 60 * 60;

export function isPlaceOrderCaptchaRequired(cartFailures: number, clientFailures = 0): boolean {
  return cartFailures >= PLACE_ORDER_FAILURES_BEFORE_CAPTCHA || clientFailures >= PLACE_ORDER_FAILURES_PER_CLIENT_BEFORE_CAPTCHA;
}

/** GET {cart}/place-order-captcha: shown (with a picture or a question) only while the next order needs it. */
export interface PlaceOrderCaptcha {
  shown: boolean;
  required: boolean;
  id?: string;
  /** data:image/svg+xml;base64,… (`?type=image`, the default) */
  image?: string;
  /** A sum in words of the shopper's language, answered in digits (`?type=question`). */
  question?: string;
}

/** The forms that have a captcha; each counts its own failures and holds its own challenge. */
export type CaptchaForm = 'coupon' | 'place_order';
