import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireActiveCart } from '../../cart/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { quoteCart } from './quote';
import { quoteTotalsDto } from './totals-dto';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/totals',
    tags: ['totals'],
    handler: async (request, ref) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      const quote = await quoteCart(app.db, request.shop, cart);
      return quoteTotalsDto(quote, request.shop.settings);
    },
  });

  /**
   * Totals for an address and delivery method the shopper is looking at, without saving either
   * (spec 000 §7: the basket's estimate and checkout's recollection).
   */
  cartRoute(app, {
    method: 'POST',
    path: '/totals-information',
    body: totalsInformationBodySchema,
    tags: ['totals'],
    handler: async (request, ref) => {
      const { address, shipping_carrier_code, shipping_method_code } = request.body.addressInformation;
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      const preview = {
        ...cart,
        shippingAddress: { ...(cart.shippingAddress ?? EMPTY_ADDRESS), countryId: address.countryId ?? address.country_id ?? '' },
        shippingCarrierCode: shipping_carrier_code ?? null,
        shippingMethodCode: shipping_method_code ?? null,
      };
      const quote = await quoteCart(app.db, request.shop, preview);
      return quoteTotalsDto(quote, request.shop.settings);
    },
  });
}

const EMPTY_ADDRESS = { firstname: '', lastname: '', street: [], city: '', telephone: '', countryId: '' };

const totalsInformationBodySchema = z.object({
  addressInformation: z.object({
    address: z
      .object({
        countryId: z.string().trim().length(2).toUpperCase().optional(),
        country_id: z.string().trim().length(2).toUpperCase().optional(),
        region: z.string().max(255).nullish(),
        regionId: z.coerce.number().int().nullish(),
        postcode: z.string().max(20).nullish(),
        city: z.string().max(255).nullish(),
        extension_attributes: z.record(z.string().max(64), z.unknown()).optional(),
      })
      .refine((a) => a.countryId || a.country_id, { message: 'This is a required field.', path: ['countryId'] }),
    shipping_method_code: z.string().max(64).nullish(),
    shipping_carrier_code: z.string().max(64).nullish(),
  }),
});
