import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './carts';

/** Failed coupon codes per cart, in a window that starts at the first failure (see the captcha feature). */
export const couponFailures = pgTable('coupon_failures', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Failed coupon codes per client address in the same kind of window: a guesser who starts a new cart for
 * every few tries still meets the captcha.
 */
export const couponClientFailures = pgTable('coupon_client_failures', {
  clientKey: text('client_key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * The cart's current coupon captcha: one per cart, as Magento keeps one word per form and session, so a
 * new image retires the previous one. Only a hash of the answer is kept.
 */
export const couponCaptchas = pgTable('coupon_captchas', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id),
  challengeId: text('challenge_id').notNull(),
  /** sha256 of "{challengeId}:{ANSWER}". */
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by the first attempt that checks it, right or wrong: a challenge answers once. */
  usedAt: timestamp('used_at', { withTimezone: true }),
});
