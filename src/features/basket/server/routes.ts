import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartRoute } from '../../cart/server';
import { moduleCartRef, moduleStore } from '../../cart/server';
import { type CartRef, type LoadedCart, type QuantityForm, openCart, submitBasketForm, switchBasketMode, validateBasketUpdate } from '../../cart/server';
import { sendWritten } from '../../../shared/server/json-string';
import { loadCartData } from './cart-data';
import { cartDataResponse } from './responses';

const quantityFormSchema = z.record(z.string().regex(/^\d{1,10}$/), z.object({ qty: z.union([z.number(), z.string().max(16)]).optional() })).default({});
const basketFormSchema = z.object({
  form_key: z.string().max(64).optional(),
  update_cart_action: z.enum(['update_qty', 'empty_cart']).default('update_qty'),
  cart: quantityFormSchema,
});
const modeSchema = z.object({ actionType: z.enum(['subscription', 'onetime']), form_key: z.string().max(64).optional() });

/** The basket page's own calls (spec 000 §3, §4, §7), in the REST cart scope (guest-carts/{id} and carts/mine). */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['basket'];
  const isCustomer = (ref: CartRef) => ref.kind === 'customer';
  const cartData = async (request: FastifyRequest, ref: CartRef, loaded?: LoadedCart) =>
    loadCartData(app.db, app.pricing, request.shop, loaded ?? (await openCart(app.db, request.shop, ref)), isCustomer(ref));

  cartRoute(app, { method: 'GET', path: '/cart-data', response: cartDataResponse, tags, handler: (request, ref) => cartData(request, ref) });

  cartRoute(app, {
    method: 'POST',
    path: '/basket/validate',
    body: z.object({ cart: quantityFormSchema, form_key: z.string().max(64).optional() }),
    tags,
    handler: (request, ref) => validateBasketUpdate(app.db, request.shop, ref, request.body.cart as QuantityForm),
  });

  cartRoute(app, {
    method: 'POST',
    path: '/basket/update',
    body: basketFormSchema.extend({ report_problems: z.boolean().default(false) }),
    tags,
    handler: async (request, ref, reply) => {
      const { update_cart_action, cart, report_problems } = request.body;
      const outcome = await submitBasketForm(app.db, request.shop, ref, update_cart_action, cart as QuantityForm, { reportProblems: report_problems });
      // Refused: the update-cart validation's report, and nothing changed.
      if (outcome.problems) return { success: false, error_message: outcome.problems };
      return sendWritten(reply, cartDataResponse, await cartData(request, ref, outcome.loaded));
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/basket/mode',
    body: modeSchema,
    response: cartDataResponse,
    tags,
    handler: async (request, ref) => {
      const switched = await switchBasketMode(app.db, request.shop, ref, request.body.actionType);
      return cartData(request, ref, switched);
    },
  });
}

/** The module paths the spec names: the basket form action and the device-trial check. */
export async function basketModuleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['basket'];
  const quoteId = z.string().max(64).optional();

  /** Reached after a gift message change with an empty cart parameter (changes nothing then), or the basket form. */
  r.post('/checkout/cart/updatePost', { schema: { tags, body: basketFormSchema.extend({ quote_id: quoteId }) } }, async (request) => {
    const shop = await moduleStore(request);
    const ref = await moduleCartRef(request, request.body.quote_id, request.body.form_key);
    const { loaded } = await submitBasketForm(app.db, shop, ref, request.body.update_cart_action, request.body.cart as QuantityForm);
    return { success: true, data_id: loaded?.cart.version };
  });

  r.get('/devicetrial/checkout/hasDeviceTrialProductsInCart', { schema: { tags, querystring: z.object({ quote_id: quoteId }) } }, async (request) => {
    const shop = await moduleStore(request);
    const ref = await moduleCartRef(request, request.query.quote_id, undefined);
    return (await openCart(app.db, shop, ref)).lines.some((line) => line.isDeviceTrial);
  });
}
