import { randomBytes, randomInt } from 'node:crypto';
import { invalidInput } from '../../../shared/domain/errors';
import type { Language } from '../../../shared/domain/i18n/languages';
import type { Executor } from '../../../shared/server/db';
import type { CartRef } from '../../cart/server';
import {
  type CaptchaForm,
  type CaptchaType,
  captchaQuestionText,
  captchaSumAnswer,
  CAPTCHA_ANSWER_HEADER,
  CAPTCHA_ID_HEADER,
  CAPTCHA_TTL_SECONDS,
  COUPON_FAILURE_WINDOW_SECONDS,
  type CouponCaptcha,
  INCORRECT_CAPTCHA,
  isCaptchaRequired,
  isCaptchaShown,
  isPlaceOrderCaptchaRequired,
  PLACE_ORDER_FAILURE_WINDOW_SECONDS,
  type PlaceOrderCaptcha,
  QUESTION_LARGEST_TERM,
} from '../domain';
import { captchaAnswerMatches, hashCaptchaAnswer } from './captcha-answer';
import { type RandomCode, captchaSvg, randomCaptchaCode, svgDataUri } from './captcha-image';
import * as store from './store';

export type { RandomCode } from './captcha-image';

export interface CaptchaAnswer {
  id?: string;
  answer?: string;
}

/** The challenge a shopper asked for: a picture, or a question in their language (`?type=`). */
export interface ChallengeAsked {
  type: CaptchaType;
  language: Language;
}

/**
 * Who is trying codes: the cart, and the client address it comes from (request.ip); `failed` is the
 * verdict on the code the attempt was counted with (the code is judged before the captcha is checked, and
 * the verdict told only after).
 */
export interface CouponAttempt {
  cartId: number;
  clientKey: string;
  failed: boolean;
}

async function captchaRequired(db: Executor, { cartId, clientKey }: Pick<CouponAttempt, 'cartId' | 'clientKey'>): Promise<boolean> {
  const [cartFailures, clientFailures] = await Promise.all([
    store.recentFailures(db, 'coupon', cartId, COUPON_FAILURE_WINDOW_SECONDS),
    store.recentClientFailures(db, 'coupon', clientKey, COUPON_FAILURE_WINDOW_SECONDS),
  ]);
  return isCaptchaRequired(cartFailures, clientFailures);
}

/** What the basket's discount form shows: a fresh challenge on every call while shown. */
export async function couponCaptchaFor(
  db: Executor,
  cart: { id: number; couponCode: string | null },
  clientKey: string,
  asked: ChallengeAsked,
  randomCode: RandomCode = randomCaptchaCode,
): Promise<CouponCaptcha> {
  const required = await captchaRequired(db, { cartId: cart.id, clientKey });
  if (!isCaptchaShown(cart.couponCode, required)) return { shown: false, required: false };
  return { shown: true, required, ...(await drawChallenge(db, 'coupon', cart.id, asked, randomCode)) };
}

/** The answer a PUT …/coupons/{code} carries in its X-Captcha-Id and X-Captcha headers. */
export function captchaAnswerFrom(headers: Record<string, string | string[] | undefined>): CaptchaAnswer {
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return { id: one(headers[CAPTCHA_ID_HEADER]), answer: one(headers[CAPTCHA_ANSWER_HEADER]) };
}

/**
 * Before a judged coupon code's verdict is told: once the cart has failed too often, the attempt must answer
 * the cart's current challenge. Any such attempt uses the challenge up, right or wrong, so every guess costs
 * a new image. Runs outside the coupon's transaction: the use must stick even though the attempt is refused.
 * Answers the cart's failures before this attempt (an applied code forgives them).
 */
export async function requireCouponCaptcha(db: Executor, attempt: CouponAttempt, given: CaptchaAnswer): Promise<{ cartFailures: number }> {
  // The address's refused code is counted before anything is told, so a burst of parallel guesses from fresh
  // carts cannot all slip in under the limit; a code that applies counts nothing and only reads the counts.
  const { clientFailures, cartFailures } = await store.countAttempt(db, 'coupon', attempt, COUPON_FAILURE_WINDOW_SECONDS);
  const earlierClientFailures = clientFailures - (attempt.failed ? 1 : 0);
  if (isCaptchaRequired(cartFailures, earlierClientFailures)) await checkAnswer(db, 'coupon', attempt.cartId, given);
  return { cartFailures };
}

/**
 * A refused coupon code counts towards the cart's captcha, and towards the address's unless it was counted
 * so in advance (the cart changed between the verdicts); call outside the refused transaction so it sticks.
 */
export async function recordCouponFailure(db: Executor, { cartId, clientKey, failed }: CouponAttempt): Promise<void> {
  await store.addFailure(db, 'coupon', cartId, COUPON_FAILURE_WINDOW_SECONDS);
  if (!failed) await store.addClientFailure(db, 'coupon', clientKey, COUPON_FAILURE_WINDOW_SECONDS);
}

/** An applied coupon forgives the cart's earlier failures; the address's stand (a guesser may also hit). */
export async function clearCouponFailures(db: Executor, { cartId }: CouponAttempt): Promise<void> {
  await store.forgiveCartFailures(db, 'coupon', cartId);
}

/**
 * Uses the cart's current challenge of the form up, right or wrong (so every guess costs a new challenge),
 * whichever its type (the picture's code or the question's sum), and refuses a missing or wrong answer with 'Incorrect CAPTCHA.'.
 */
async function checkAnswer(db: Executor, form: CaptchaForm, cartId: number, given: CaptchaAnswer): Promise<void> {
  const challenge = await store.consumeChallenge(db, form, cartId);
  const correct =
    !!challenge && !!given.answer && given.id === challenge.challengeId && captchaAnswerMatches(challenge.challengeId, given.answer, challenge.answerHash);
  if (!correct) throw invalidInput(INCORRECT_CAPTCHA);
}

const randomTerm = () => randomInt(1, QUESTION_LARGEST_TERM + 1);

/**
 * A fresh challenge of the form for the cart, in place of the previous one (of either type): a picture of a
 * code, or a sum asked in words of the shopper's language. Only the answer's hash is kept.
 */
async function drawChallenge(
  db: Executor,
  form: CaptchaForm,
  cartId: number,
  asked: ChallengeAsked,
  randomCode: RandomCode,
): Promise<{ id: string; image: string } | { id: string; question: string }> {
  const id = randomBytes(16).toString('hex');
  if (asked.type === 'question') {
    const sum = { a: randomTerm(), b: randomTerm() };
    await store.replaceChallenge(db, form, cartId, id, hashCaptchaAnswer(id, captchaSumAnswer(sum)), CAPTCHA_TTL_SECONDS);
    return { id, question: captchaQuestionText(asked.language, sum) };
  }
  const code = randomCode();
  await store.replaceChallenge(db, form, cartId, id, hashCaptchaAnswer(id, code), CAPTCHA_TTL_SECONDS);
  return { id, image: svgDataUri(captchaSvg(code)) };
}

/** Who is placing the order: the cart, and the client address it comes from (request.ip). */
export interface PlaceOrderAttempt {
  cartId: number;
  clientKey: string;
}

/** Read on every place order: one statement. */
async function placeOrderCaptchaRequired(db: Executor, { cartId, clientKey }: PlaceOrderAttempt): Promise<boolean> {
  const failures = await store.recentFailureCounts(db, 'place_order', cartId, clientKey, PLACE_ORDER_FAILURE_WINDOW_SECONDS);
  return isPlaceOrderCaptchaRequired(failures.cart, failures.client);
}

/** What the payment step shows: nothing while no captcha is required, else a fresh challenge on every call. */
export async function placeOrderCaptchaFor(
  db: Executor,
  attempt: PlaceOrderAttempt,
  asked: ChallengeAsked,
  randomCode: RandomCode = randomCaptchaCode,
): Promise<PlaceOrderCaptcha> {
  if (!(await placeOrderCaptchaRequired(db, attempt))) return { shown: false, required: false };
  return { shown: true, required: true, ...(await drawChallenge(db, 'place_order', attempt.cartId, asked, randomCode)) };
}

/**
 * Before an order is placed (any payment method): while the cart's or the address's refused cards are over
 * a limit, the call must answer the cart's current challenge. Runs outside the order's transaction, so the
 * challenge's use sticks even though the order is refused. The shopper's active cart is found in the same
 * statement as the counts; answers the attempt, or null when the shopper has no active cart.
 */
export async function requirePlaceOrderCaptcha(
  db: Executor,
  storeId: number,
  ref: CartRef,
  clientKey: string,
  given: CaptchaAnswer,
): Promise<PlaceOrderAttempt | null> {
  const found = await store.activeCartFailureCounts(db, 'place_order', ref, storeId, clientKey, PLACE_ORDER_FAILURE_WINDOW_SECONDS);
  if (!found) return null;
  if (isPlaceOrderCaptchaRequired(found.cart, found.client)) await checkAnswer(db, 'place_order', found.cartId, given);
  return { cartId: found.cartId, clientKey };
}

/**
 * A card the gateway refused (or answered an error for) counts against the cart and the client address;
 * call outside the refused order's transaction so that it sticks.
 */
export async function recordPlaceOrderRefusal(db: Executor, { cartId, clientKey }: PlaceOrderAttempt): Promise<void> {
  await store.addFailure(db, 'place_order', cartId, PLACE_ORDER_FAILURE_WINDOW_SECONDS);
  await store.addClientFailure(db, 'place_order', clientKey, PLACE_ORDER_FAILURE_WINDOW_SECONDS);
}
