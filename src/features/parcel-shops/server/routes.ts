import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { moduleCartRef, moduleStore } from '../../cart/server';
import { SESSION_COOKIE } from '../../customers/server';
import type { CartRef } from '../../cart/server';
import { SERVICE_UNAVAILABLE, searchAnswer } from '../domain';
import type { ServicePointFinders } from './finder';
import { sandboxTile } from './sandbox-tiles';
import { ServicePointUnavailable, saveParcelShop, searchParcelShops } from './service';

/**
 * Sent with saveData's 403 when the browser's login is gone or its form key is wrong: the page sends
 * the shopper to log in again (spec 001 §4).
 */
export const LOGIN_REQUIRED_HEADER = 'x-login-required';
const LOGIN_REQUIRED = 'Your session has expired. Please log in again.';

export interface ParcelShopRouteOptions {
  /** Each store's finder (its configured service, or the local twin), built by the app's root. */
  finders: ServicePointFinders;
}

const searchBody = z.object({
  postcode: z.string().max(16),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  // Spelt so on the wire (spec 001 §7).
  steet: z.string().max(255).optional(),
  city: z.string().max(128).optional(),
});

const additionalData = z.object({ postcode: z.string().max(16).optional(), mobile: z.string().max(32).optional() });
const saveBody = z.object({
  is_active: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])]).default(true),
  shipping_dps_pickup_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  // Magento's page sends it as a JSON string; an object is accepted too.
  shipping_dps_additional_data: z
    .union([
      additionalData,
      z
        .string()
        .max(2048)
        .transform((text, ctx) => {
          try {
            return additionalData.parse(text === '' ? {} : JSON.parse(text));
          } catch {
            ctx.addIssue({ code: 'custom', message: 'shipping_dps_additional_data must be a JSON object.' });
            return z.NEVER;
          }
        }),
    ])
    .optional(),
  quote_id: z.string().max(64).optional(),
  form_key: z.string().max(64).optional(),
});

function serviceUnavailable(request: FastifyRequest, error: ServicePointUnavailable): ShopError {
  request.log.warn({ code: 'service_point_unavailable', reason: error.reason }, 'service point finder unavailable');
  return new ShopError('UNAVAILABLE', SERVICE_UNAVAILABLE);
}

/** The cart a saveData call names; a lost login or a wrong form key is a 403 that asks for login again. */
async function savingCart(request: FastifyRequest, reply: FastifyReply, quoteId: string | undefined, formKey: string | undefined): Promise<CartRef> {
  const loginRequired = (message: string) => {
    reply.header(LOGIN_REQUIRED_HEADER, '1');
    return new ShopError('FORBIDDEN', message);
  };
  let auth: Awaited<ReturnType<typeof request.auth>>;
  try {
    auth = await request.auth();
  } catch (error) {
    // An expired bearer token.
    if (error instanceof ShopError && error.code === 'UNAUTHORIZED') throw loginRequired(LOGIN_REQUIRED);
    throw error;
  }
  // The browser still holds a session cookie the shop no longer knows, and names no guest cart.
  if (auth.via === 'none' && request.cookies[SESSION_COOKIE] && !quoteId) throw loginRequired(LOGIN_REQUIRED);
  try {
    return await moduleCartRef(request, quoteId, formKey);
  } catch (error) {
    if (error instanceof ShopError && error.code === 'FORBIDDEN') throw loginRequired(error.message);
    throw error;
  }
}

/** The service point module paths (spec 001 §7), outside /rest: the store comes from the `store` cookie. */
export async function parcelShopModuleRoutes(app: FastifyInstance, options: ParcelShopRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finderOf = (shop: Awaited<ReturnType<typeof moduleStore>>) => options.finders.finderFor(shop.settings.parcelShops);
  const tags = ['parcel-shops'];

  await app.register(parcelShopTileRoutes);

  r.post('/dps/checkout/getParcelShops', { schema: { tags, body: searchBody } }, async (request, reply) => {
    const shop = await moduleStore(request);
    const { postcode, country, steet, city } = request.body;
    try {
      const shops = await searchParcelShops(finderOf(shop), shop, { postcode, countryId: country, street: steet, city });
      const answer = searchAnswer(shops);
      // "NULL" is a JSON string on the wire; Fastify would send a bare string as text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    } catch (error) {
      if (error instanceof ServicePointUnavailable) throw serviceUnavailable(request, error);
      throw error;
    }
  });

  r.post('/dps/checkout/saveData', { schema: { tags, body: saveBody } }, async (request, reply) => {
    const body = request.body;
    const shop = await moduleStore(request);
    const ref = await savingCart(request, reply, body.quote_id, body.form_key);
    const active = body.is_active === true || body.is_active === 1 || body.is_active === '1';
    try {
      const saved = await saveParcelShop(app.db, finderOf(shop), shop, ref, {
        active,
        pickupId: body.shipping_dps_pickup_id,
        postcode: body.shipping_dps_additional_data?.postcode,
        mobile: body.shipping_dps_additional_data?.mobile,
      });
      return {
        success: true,
        parcel_shop: saved && { id: saved.id, label: saved.label, company: saved.company, street: saved.street, city: saved.city, postcode: saved.postcode },
      };
    } catch (error) {
      if (error instanceof ServicePointUnavailable) throw serviceUnavailable(request, error);
      throw error;
    }
  });
}

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(19),
  x: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 19),
  y: z.string().regex(/^\d{1,7}\.svg$/),
});

/** The default map tiles (dps/map/tiles_url): plain, local, cacheable. */
async function parcelShopTileRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/dps/map/tiles/:z/:x/:y', { schema: { tags: ['parcel-shops'], params: tileParams } }, async (request, reply) => {
    const { z: zoom, x, y } = request.params;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(sandboxTile(zoom, x, Number.parseInt(y, 10)));
  });
}

/** What the checkout's service point block needs of the store's settings. */
export async function parcelShopRoutes(app: FastifyInstance): Promise<void> {
  app.get('/parcel-shops/config', { schema: { tags: ['parcel-shops'] } }, async (request) => {
    const s = request.shop.settings.parcelShops;
    return { enabled: s.enabled, notification_mobile_required: s.notificationMobileRequired, map_tiles_url: s.mapTilesUrl };
  });
}
