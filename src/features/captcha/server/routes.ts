import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageOfLocale } from '../../../shared/domain/i18n/languages';
import { SELECT_OPTION_MESSAGE } from '../../../shared/domain/validation/messages';
import { cartRoute } from '../../cart/server';
import { requireActiveCart } from '../../cart/server';
import { shopperLocale } from '../../stores/server';
import { CAPTCHA_TYPES, type CaptchaType } from '../domain';
import type { RandomCode } from './captcha-image';
import { type ChallengeAsked, couponCaptchaFor, placeOrderCaptchaFor } from './service';

export interface CaptchaRouteOptions {
  /** Draws the pictures' answers; crypto by default. Tests pass a known one. */
  randomCode?: RandomCode;
}

/** `?type=image` (the default) or `?type=question`: anything else is a 400 naming `type`. */
const challengeQuery = z.object({ type: z.enum(CAPTCHA_TYPES, { error: SELECT_OPTION_MESSAGE }).default('image') });

/** The type asked for, and the shopper's language: the one they chose while their store offers it, else the store's. */
function challengeAsked(request: FastifyRequest, type: CaptchaType): ChallengeAsked {
  return { type, language: languageOfLocale(shopperLocale(request.shop, request)) };
}

/**
 * GET …/coupon-captcha → {shown, required, id?, image? | question?} for the basket's discount code form, and
 * GET …/place-order-captcha → the same for the payment step's Place Order (shown only while required).
 * Either draws a picture, or with `?type=question` a question a screen reader can read (WCAG 1.1.1, 3.3.8).
 */
export async function captchaRoutes(app: FastifyInstance, options: CaptchaRouteOptions = {}): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/coupon-captcha',
    tags: ['coupons'],
    querystring: challengeQuery,
    handler: async (request, ref, reply) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      // Every call draws a new challenge: never let a browser or proxy replay an old one.
      reply.header('cache-control', 'no-store');
      return couponCaptchaFor(app.db, cart, request.ip, challengeAsked(request, request.query.type), options.randomCode);
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/place-order-captcha',
    tags: ['checkout'],
    querystring: challengeQuery,
    handler: async (request, ref, reply) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      reply.header('cache-control', 'no-store');
      return placeOrderCaptchaFor(app.db, { cartId: cart.id, clientKey: request.ip }, challengeAsked(request, request.query.type), options.randomCode);
    },
  });
}
