import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storeToday, systemClock } from '../../../shared/domain/clock';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { optimisticBasketChange } from '../../../shared/server/db';
import { sendJsonString } from '../../../shared/server/json-string';
import { captchaAnswerFrom, clearCouponFailures, type CouponAttempt, recordCouponFailure, requireCouponCaptcha } from '../../captcha/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { openCart, requireActiveCart, touchCart, touchCartIfUnchanged } from '../../cart/server/service';
import { promotionsFor } from '../../pricing/server/service';
import { COUPON_CODE_MAX_LENGTH, COUPON_NOT_APPLICABLE } from '../domain';
import { checkCoupon } from './service';

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
      // up. They run once, in the first (unlocked) read of the cart, which gives the cart's id.
      let attempt: CouponAttempt | null = null;
      try {
        // Decided on an unlocked read and written behind the cart's version (optimisticBasketChange).
        await optimisticBasketChange(app.db, async (ex, lock) => {
          const { cart, lines } = await openCart(ex, shop, ref, lock);
          if (!attempt) {
            await requireCouponCaptcha(app.db, { cartId: cart.id, clientKey: request.ip }, captchaAnswerFrom(request.headers));
            attempt = { cartId: cart.id, clientKey: request.ip };
          }
          const rule = await checkCoupon(ex, shop.store.id, code, storeToday(systemClock, shop.settings.timeZone), cart.customerId);
          const withCoupon = { ...cart, couponCode: rule.couponCode };
          const promotions = await promotionsFor(ex, shop, withCoupon, lines);
          if (promotions.appliedCoupon?.code !== rule.couponCode) throw invalidInput(COUPON_NOT_APPLICABLE, [code]);
          return (await touchCartIfUnchanged(ex, cart, { couponCode: rule.couponCode })) ? true : undefined;
        });
      } catch (error) {
        // A refused code counts; a missing cart or a refused captcha judged no code.
        if (attempt && error instanceof ShopError) await recordCouponFailure(app.db, attempt);
        throw error;
      }
      await clearCouponFailures(app.db, attempt!);
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
      await touchCart(app.db, cart.id, { couponCode: null });
      return true;
    },
  });
}
