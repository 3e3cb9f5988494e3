import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { registerFormBodies } from '../../../shared/server/plugins/request-hygiene';
import { cartRoute } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import { NETWORK_CODE_PATTERN, PICKUP_ID_PATTERN, PICKUP_LOAD_FAILED, PICKUP_SEARCH_ADDRESS_MISSING } from '../domain';
import { PickupProviderUnavailable, type PickupPointProvider } from '../providers/port';
import { pickupAddressDto, savedPickupDto } from './dto';
import { pickupListHtml } from './pickup-list-html';
import { getCartPickup, pickupPoint, requirePickupEnabled, resetCartPickup, saveCartPickup, searchPickupPoints } from './service';

export interface PickupRouteOptions {
  provider: PickupPointProvider;
}

const pointParams = {
  pickupId: z.string().regex(PICKUP_ID_PATTERN, 'Please enter a valid pickup point id.'),
  networkCode: z.string().regex(NETWORK_CODE_PATTERN, 'Please enter a valid network code.'),
};

/**
 * The provider failing is not the shopper's fault, nor a bug of the shop: 503 with the spec's message,
 * so the page asks for another method (spec 001 §8). Only codes go to the log.
 */
async function orUnavailable<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PickupProviderUnavailable)) throw error;
    request.log.warn({ code: 'PICKUP_PROVIDER_UNAVAILABLE', route: request.routeOptions.url }, 'pickup point provider unavailable');
    throw new ShopError('UNAVAILABLE', PICKUP_LOAD_FAILED);
  }
}

/**
 * Colissimo pickup points in the store scope (spec 001 §7): the point's address by id and network,
 * and the cart's pickup — PUT to save, GET to read (null when none), DELETE to reset — on
 * `guest-carts/{cartId}/colissimo-pickup` and `carts/mine/colissimo-pickup`.
 */
export async function pickupRoutes(app: FastifyInstance, { provider }: PickupRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pickup-points'];
  // The save call carries the shopper's mobile in its path (Magento's shape), and request lines log the
  // path: those routes log warnings and errors only, which name the route's pattern, never the path.
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':telephone')) route.logLevel = 'warn';
  });

  /** The checkout config's colissimoPickup part (spec 001 §3): what the page needs to drive the popup. */
  r.get('/colissimoPickup/config', { schema: { tags } }, async (request) => {
    const s = request.shop.settings.pickupPoints;
    return {
      enabled: s.enabled,
      open_popup_automatically: s.openPopupAutomatically,
      reset_on_other_method: s.resetOnOtherMethod,
      mobile_patterns: s.mobilePatterns,
    };
  });

  r.get('/colissimoPickup/:pickupId/:networkCode', { schema: { tags, params: z.object({ storeCode: z.string(), ...pointParams }) } }, async (request) => {
    requirePickupEnabled(request.shop);
    return orUnavailable(request, async () => pickupAddressDto(await pickupPoint(provider, request.params.pickupId, request.params.networkCode)));
  });

  cartRoute(app, {
    method: 'PUT',
    path: '/colissimo-pickup/:pickupId/:networkCode/:telephone',
    params: { ...pointParams, telephone: z.string().max(32) },
    tags,
    handler: async (request, ref) => {
      requirePickupEnabled(request.shop);
      return orUnavailable(request, async () => {
        await saveCartPickup(app.db, provider, request.shop, ref, request.params);
        return true;
      });
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/colissimo-pickup',
    tags,
    handler: async (request, ref) => {
      requirePickupEnabled(request.shop);
      const saved = await getCartPickup(app.db, request.shop, ref);
      return saved ? savedPickupDto(saved) : null;
    },
  });

  cartRoute(app, {
    method: 'DELETE',
    path: '/colissimo-pickup',
    tags,
    handler: async (request, ref) => {
      requirePickupEnabled(request.shop);
      await resetCartPickup(app.db, request.shop, ref);
      return true;
    },
  });
}

const field = (max: number) => z.string().trim().max(max).optional();
const loadFormSchema = z.object({
  street: field(255),
  city: field(128),
  postcode: field(16),
  // The widget leaves the country out for the United States.
  country_id: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Please enter a valid country.')
    .optional(),
  telephone: field(32),
});

/** The store a module path serves: the shopper's `store` cookie, else the default store. */
async function moduleStore(request: FastifyRequest): Promise<ResolvedStore> {
  const code = request.cookies.store;
  const shop = (code ? await request.server.stores.resolve(code) : null) ?? (await request.server.stores.resolve('default'));
  if (!shop) throw new ShopError('NOT_FOUND', 'Requested store is not found');
  return shop;
}

/**
 * `POST /colissimo/pickup/load` (spec 001 §7): the widget posts the delivery address as a form and gets
 * the HTML list of nearby points. A client asking for JSON gets the same points as data.
 */
export async function pickupModuleRoutes(app: FastifyInstance, { provider }: PickupRouteOptions): Promise<void> {
  // The widget posts a form; its values are refused at the edge as JSON bodies are (NUL, lone surrogates).
  registerFormBodies(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/colissimo/pickup/load', { schema: { tags: ['pickup-points'], body: loadFormSchema } }, async (request, reply) => {
    const shop = await moduleStore(request);
    requirePickupEnabled(shop);
    const { street, city, postcode, country_id } = request.body;
    if (!postcode && !city) throw invalidInput(PICKUP_SEARCH_ADDRESS_MISSING);
    return orUnavailable(request, async () => {
      const points = await searchPickupPoints(provider, { street, city, postcode, countryId: (country_id ?? 'US').toUpperCase() });
      if (request.headers.accept?.includes('application/json')) return { items: points.map(pickupAddressDto) };
      return reply.type('text/html; charset=utf-8').send(pickupListHtml(points));
    });
  });
}
