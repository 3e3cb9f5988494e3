import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteSavedCard, savedCardsOf, savedCardView } from './vault';

export interface SavedCardRouteOptions {
  /**
   * The signed-in customer's id, else a 401 (and a 403 for a cookie write without the form key). The
   * customers feature sits above payment, so the app assembly hands its guard in.
   */
  requireCustomer: (request: FastifyRequest) => Promise<number>;
}

const cardIdParams = z.object({ cardId: z.string().max(64) });

/**
 * A customer's stored payment methods (the vault): `GET customers/me/saved-cards` lists the cards
 * masked (never a number, never the gateway's token); `DELETE customers/me/saved-cards/{cardId}`
 * removes one. Another customer's card, or an unknown id, is Magento's 404 "No such entity".
 */
export async function savedCardRoutes(app: FastifyInstance, options: SavedCardRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  r.get('/customers/me/saved-cards', { schema: { tags } }, async (request, reply) => {
    const customerId = await options.requireCustomer(request);
    const now = new Date();
    const cards = (await savedCardsOf(app.db, customerId)).map((row) => savedCardView(row, now));
    return reply.header('cache-control', 'no-store').send(cards);
  });

  r.delete('/customers/me/saved-cards/:cardId', { schema: { tags, params: cardIdParams } }, async (request) => {
    const customerId = await options.requireCustomer(request);
    await deleteSavedCard(app.db, customerId, request.params.cardId);
    return true;
  });
}
