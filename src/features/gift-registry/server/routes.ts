import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { integerField } from '../../../shared/domain/validation';
import { MASKED_CART_ID } from '../../cart/domain';
import { type CartRef, openCart } from '../../cart/server';
import { requireCustomer } from '../../customers/server';
import { estimateCartRates } from '../../pricing/server';
import { rateDto } from '../../shipping/server';
import type { ResolvedStore } from '../../stores/server';
import { REGISTRY_SEARCH_MAX_LENGTH } from '../domain';
import { registryShippingAddress, searchRegistries } from './service';

const body = z.object({ registryId: integerField() });

export async function giftRegistryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['gift-registry'];

  /** The cart's rates to the registrant's address, answered as estimate-shipping-methods answers; the address itself is never echoed. */
  const estimate = async (shop: ResolvedStore, ref: CartRef, registryId: number) => {
    const loaded = await openCart(app.db, shop, ref);
    const address = await registryShippingAddress(app.db, shop.store.id, registryId, ref);
    const rates = await estimateCartRates(app.db, shop, loaded, address);
    return rates.map((rate) => rateDto(rate, shop, address));
  };

  r.post(
    '/guest-giftregistry/:quoteId/estimate-shipping-methods',
    { schema: { tags, params: z.object({ storeCode: z.string(), quoteId: z.string().max(64) }), body } },
    async (request) => {
      const { quoteId } = request.params;
      if (!MASKED_CART_ID.test(quoteId)) throw noSuchEntity('cartId', quoteId);
      return estimate(request.shop, { kind: 'guest', maskedId: quoteId }, request.body.registryId);
    },
  );

  r.post('/giftregistry/mine/estimate-shipping-methods', { schema: { tags, body } }, async (request) => {
    const customerId = await requireCustomer(request);
    return estimate(request.shop, { kind: 'customer', customerId }, request.body.registryId);
  });

  /**
   * The giver's registry search (POST, so the name typed stays out of URLs and access logs): public
   * registries of this store by number or the registrant's full name, with their title and date only.
   */
  r.post('/giftregistry/search', { schema: { tags, body: z.object({ query: z.string().max(REGISTRY_SEARCH_MAX_LENGTH + 20) }) } }, async (request) => {
    const found = await searchRegistries(app.db, request.shop, request.body.query);
    return found.map((registry) => ({ registry_id: registry.id, title: registry.title, event_date: registry.eventDate }));
  });
}
