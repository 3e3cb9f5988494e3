import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type LoadedCart, cartAnswer, openCart } from '../../cart/server';
import { sendJsonText } from '../../../shared/server/json-string';
import { cartRoute } from '../../cart/server';
import { findAddress } from '../../customers/server';
import { requireCustomer } from '../../customers/server';
import { noSuchEntity } from '../../../shared/domain/errors';
import { integerField } from '../../../shared/domain/validation';
import type { Executor } from '../../../shared/server/db';
import type { ResolvedStore } from '../../stores/server';
import { type RateAddress, type ShippingRate, estimateAddressSchema } from '../domain';
import { rateDto } from './dto';
import { shippingMethodsResponse } from './responses';

export interface ShippingRoutesOptions {
  /** The cart's rates for an address after its discounts (free-delivery thresholds, coupons): the pricing's answer, handed in by the app. */
  estimateCartRates: (db: Executor, shop: ResolvedStore, cart: LoadedCart, address: RateAddress) => Promise<ShippingRate[]>;
}

export async function shippingRoutes(app: FastifyInstance, { estimateCartRates }: ShippingRoutesOptions): Promise<void> {
  const tags = ['shipping'];

  cartRoute(app, {
    method: 'POST',
    path: '/estimate-shipping-methods',
    body: z.object({ address: estimateAddressSchema }),
    response: shippingMethodsResponse,
    tags,
    handler: async (request, ref, reply) => {
      const { address } = request.body;
      const rates = await cartAnswer(
        app.db,
        request.shop,
        ref,
        `estimate-shipping-methods ${JSON.stringify(address)}`,
        async (loaded) => {
          const destination = {
            countryId: address.country_id,
            postcode: address.postcode,
            city: address.city,
            region: address.region,
            regionId: address.region_id,
            regionCode: address.region_code,
          };
          const found = await estimateCartRates(app.db, request.shop, loaded, destination);
          // No rates is an empty list: the page then says 'Sorry, no quotes are available…' (spec 000 §8).
          return found.map((r) => rateDto(r, request.shop, destination));
        },
        { response: shippingMethodsResponse, writers: app.responseWriters },
      );
      return sendJsonText(reply, rates);
    },
  });

  app.post(
    '/carts/mine/estimate-shipping-methods-by-address-id',
    { schema: { tags, body: z.object({ addressId: integerField() }), response: { 200: shippingMethodsResponse } } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const { addressId } = request.body as { addressId: number };
      const address = await findAddress(app.db, customerId, addressId);
      if (!address) throw noSuchEntity('addressId', addressId);
      const loaded = await openCart(app.db, request.shop, { kind: 'customer', customerId });
      return (await estimateCartRates(app.db, request.shop, loaded, address)).map((r) => rateDto(r, request.shop, address));
    },
  );
}
