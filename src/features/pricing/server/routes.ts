import type { FastifyInstance } from 'fastify';
import { requireActiveCart } from '../../cart/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { quoteCart } from './quote';
import { totalsDto } from './totals-dto';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/totals',
    tags: ['totals'],
    handler: async (request, ref) => {
      const cart = await requireActiveCart(app.db, request.shop.store.id, ref);
      const quote = await quoteCart(app.db, request.shop, cart);
      return totalsDto(quote.totals, quote.lines, request.shop.settings, quote.promotions);
    },
  });
}
