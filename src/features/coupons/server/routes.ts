import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storeToday, systemClock } from '../../../shared/domain/clock';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { sendJsonString } from '../../../shared/server/json-string';
import { captchaAnswerFrom, clearCouponFailures, type CouponAttempt, recordCouponFailure, requireCouponCaptcha } from '../../captcha/server';
import { cartRoute } from '../../cart/server';
import { type CartLine, type CartRow, changeCart, requireActiveCart, removeCoupon, rowChanged, applyCouponIfUnchanged } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import { promotionsFor } from '../../pricing/server';
import { COUPON_CODE_MAX_LENGTH, COUPON_NOT_APPLICABLE } from '../domain';
import { type CouponRule, checkCoupon } from './service';

/**
 * Whether the code applies to the cart as it is: the coupon's rule, or the refusal to answer. Judged from the
 * cached rules (a limited code's uses read live) and the lines already read, before the attempt is counted
 * (so a code that applies is no failure).
 */
async function judgeCoupon(ex: Executor, shop: ResolvedStore, cart: CartRow, lines: CartLine[], code: string): Promise<CouponRule | ShopError> {
  try {
    const rule = await checkCoupon(ex, shop.store.id, code, storeToday(systemClock, shop.settings.timeZone), cart.customerId);
    const promotions = await promotionsFor(ex, shop, { ...cart, couponCode: rule.couponCode }, lines);
    if (promotions.appliedCoupon?.code !== rule.couponCode) return invalidInput(COUPON_NOT_APPLICABLE, [code]);
    return rule;
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
}

/** Magento's coupon calls: PUT …/coupons/{code} → true, GET …/coupons → the code, DELETE …/coupons → true. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['coupons'];

  cartRoute(app, {
    method: 'PUT',
    path: '/coupons/:couponCode',
    params: { couponCode: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH) },
    response: z.boolean(),
    tags,
    handler: async (request, ref) => {
      const code = request.params.couponCode;
      const shop = request.shop;
      // Repeated failed codes call for a captcha. Its check and the failure count are statements of their
      // own on the pool, committed whatever becomes of the code; a refused captcha still uses its challenge
      // up. They run once, after the first (unlocked) read of the cart has given its id and the code's verdict.
      let attempt: CouponAttempt | null = null;
      let cartFailures = 0;
      let told = false;
      try {
        // Decided on the cart as held or read, and written behind its xmin (changeCart). A refusal judged
        // on a held cart is judged again on a fresh read before anything is counted or told. A customer's
        // cart is read first: after an order their active cart is a new one, and the captcha is checked
        // against the cart the attempt names, which must be the one the shopper's challenge was issued for.
        await changeCart(
          app.db,
          shop,
          ref,
          async (ex, inHand, held) => {
            const { cart, lines } = inHand;
            const verdict = await judgeCoupon(ex, shop, cart, lines, code);
            if (held && verdict instanceof ShopError) return undefined;
            if (!attempt) {
              attempt = { cartId: cart.id, clientKey: request.ip, failed: verdict instanceof ShopError };
              ({ cartFailures } = await requireCouponCaptcha(app.db, attempt, captchaAnswerFrom(request.headers)));
            }
            told = true;
            if (verdict instanceof ShopError) throw verdict;
            const write = await applyCouponIfUnchanged(ex, inHand, verdict.couponCode);
            return write ? { result: true, after: rowChanged(inHand, write) } : undefined;
          },
          { retryRefusals: false, useHeld: ref.kind === 'guest' },
        );
      } catch (error) {
        // A refused code counts; a missing cart or a refused captcha told no verdict.
        if (attempt && told && error instanceof ShopError) await recordCouponFailure(app.db, attempt);
        throw error;
      }
      if (cartFailures > 0) await clearCouponFailures(app.db, attempt!);
      return true;
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/coupons',
    tags,
    handler: async (request, ref, reply) => sendJsonString(reply, (await requireActiveCart(app.db, request.shop.store.id, ref)).couponCode ?? ''),
  });

  cartRoute(app, {
    method: 'DELETE',
    path: '/coupons',
    response: z.boolean(),
    tags,
    handler: async (request, ref) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      await removeCoupon(app.db, cart.id);
      return true;
    },
  });
}
