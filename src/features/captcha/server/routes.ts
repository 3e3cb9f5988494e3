import type { FastifyInstance } from 'fastify';
import { cartRoute } from '../../cart/server';
import { requireActiveCart } from '../../cart/server';
import type { RandomCode } from './captcha-image';
import { couponCaptchaFor, placeOrderCaptchaFor } from './service';

export interface CaptchaRouteOptions {
  /** Draws the answers; crypto by default. Tests pass a known one. */
  randomCode?: RandomCode;
}

/**
 * GET …/coupon-captcha → {shown, required, id?, image?} for the basket's discount code form, and
 * GET …/place-order-captcha → the same for the payment step's Place Order (shown only while required).
 */
export async function captchaRoutes(app: FastifyInstance, options: CaptchaRouteOptions = {}): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/coupon-captcha',
    tags: ['coupons'],
    handler: async (request, ref, reply) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      // Every call draws a new challenge: never let a browser or proxy replay an old one.
      reply.header('cache-control', 'no-store');
      return couponCaptchaFor(app.db, cart, request.ip, options.randomCode);
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/place-order-captcha',
    tags: ['checkout'],
    handler: async (request, ref, reply) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      reply.header('cache-control', 'no-store');
      return placeOrderCaptchaFor(app.db, { cartId: cart.id, clientKey: request.ip }, options.randomCode);
    },
  });
}
