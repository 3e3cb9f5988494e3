import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './carts';

/**
 * The captcha's form: each form counts its own failures and holds its own challenge (Magento keeps one
 * word per form). The tables kept their first form's name.
 */
export type CaptchaFormColumn = 'coupon' | 'place_order';

const formColumn = () => text('form').$type<CaptchaFormColumn>().notNull().default('coupon');

/**
 * Failures per cart and form (refused coupon codes; refused card payments), in a window that starts at
 * the first failure (see the captcha feature).
 */
export const couponFailures = pgTable(
  'coupon_failures',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    form: formColumn(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.form] })],
);

/**
 * Failures per client address and form in the same kind of window: a guesser who starts a new cart for
 * every few tries still meets the captcha.
 */
export const couponClientFailures = pgTable(
  'coupon_client_failures',
  {
    clientKey: text('client_key').notNull(),
    form: formColumn(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientKey, t.form] })],
);

/**
 * The cart's current challenge of a form: one per cart and form, as Magento keeps one word per form and
 * session, so a new image retires the previous one. Only a hash of the answer is kept.
 */
export const couponCaptchas = pgTable(
  'coupon_captchas',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    form: formColumn(),
    challengeId: text('challenge_id').notNull(),
    /** sha256 of "{challengeId}:{ANSWER}". */
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the first attempt that checks it, right or wrong: a challenge answers once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.form] })],
);
