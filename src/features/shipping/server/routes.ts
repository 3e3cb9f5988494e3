import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCart } from '../../cart/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { estimateAddressSchema } from '../../checkout/domain';
import { findAddress } from '../../customers/server/service';
import { requireCustomer } from '../../customers/server/auth-plugin';
import { noSuchEntity } from '../../../shared/domain/errors';
import { integerField } from '../../../shared/domain/validation';
import { estimateCartRates } from '../../pricing/server/quote';
import { rateDto } from './dto';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['shipping'];

  cartRoute(app, {
    method: 'POST',
    path: '/estimate-shipping-methods',
    body: z.object({ address: estimateAddressSchema }),
    tags,
    handler: async (request, ref) => {
      const loaded = await openCart(app.db, request.shop, ref);
      const { address } = request.body;
      const rates = await estimateCartRates(app.db, request.shop, loaded, {
        countryId: address.country_id,
        postcode: address.postcode,
        city: address.city,
        region: address.region,
        regionId: address.region_id,
        regionCode: address.region_code,
      });
      // No rates is an empty list: the page then says NO_QUOTES_AVAILABLE (spec 000 §8).
      return rates.map((r) => rateDto(r, request.shop, request.body.address.country_id));
    },
  });

  app.post(
    '/carts/mine/estimate-shipping-methods-by-address-id',
    { schema: { tags, body: z.object({ addressId: integerField() }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const { addressId } = request.body as { addressId: number };
      const address = await findAddress(app.db, customerId, addressId);
      if (!address) throw noSuchEntity('addressId', addressId);
      const loaded = await openCart(app.db, request.shop, { kind: 'customer', customerId });
      return (await estimateCartRates(app.db, request.shop, loaded, address)).map((r) => rateDto(r, request.shop, address.countryId));
    },
  );
}
