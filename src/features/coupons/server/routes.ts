import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storeToday, systemClock } from '../../../shared/domain/clock';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { basketWrite } from '../../../shared/server/db';
import { sendJsonString } from '../../../shared/server/json-string';
import { captchaAnswerFrom, clearCouponFailures, recordCouponFailure, requireCouponCaptcha } from '../../captcha/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { openCart, requireActiveCart, touchCart } from '../../cart/server/service';
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
    tags,
    handler: async (request, ref) => {
      const code = request.params.couponCode;
      const shop = request.shop;
      // Repeated failed codes call for a captcha; its check and the failure count are committed before
      // the coupon's transaction, so that they hold even when the attempt is refused and rolled back. A
      // refused captcha still uses its challenge up: the refusal is thrown once that has committed.
      const { attempt, refused } = await basketWrite(app.db, async (tx) => {
        const { id: cartId } = await requireActiveCart(tx, shop.store.id, ref);
        const attempt = { cartId, clientKey: request.ip };
        const refused = await requireCouponCaptcha(tx, attempt, captchaAnswerFrom(request.headers)).then(
          () => null,
          (error: unknown) => {
            if (error instanceof ShopError) return error;
            throw error;
          },
        );
        return { attempt, refused };
      });
      if (refused) throw refused;
      try {
        await basketWrite(app.db, async (tx) => {
          const { cart, lines } = await openCart(tx, shop, ref, true);
          const rule = await checkCoupon(tx, shop.store.id, code, storeToday(systemClock, shop.settings.timeZone), cart.customerId);
          const withCoupon = { ...cart, couponCode: rule.couponCode };
          const promotions = await promotionsFor(tx, shop, withCoupon, lines);
          if (promotions.appliedCoupon?.code !== rule.couponCode) throw invalidInput(COUPON_NOT_APPLICABLE, [code]);
          await touchCart(tx, cart.id, { couponCode: rule.couponCode });
          await clearCouponFailures(tx, attempt);
        });
      } catch (error) {
        if (error instanceof ShopError) await recordCouponFailure(app.db, attempt);
        throw error;
      }
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
    tags,
    handler: async (request, ref) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      await touchCart(app.db, cart.id, { couponCode: null });
      return true;
    },
  });
}
