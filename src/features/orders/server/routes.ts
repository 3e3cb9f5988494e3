import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { findGuestCart } from '../../cart/server/service';
import { MASKED_CART_ID } from '../../cart/domain';
import { requireCustomer } from '../../customers/server/auth-plugin';
import { orderDto } from './dto';
import { findCustomerOrder, findOrderByCart, listOrderItems } from './store';

/** The success page reads the order it just placed: by the guest's cart id, or by id for its customer. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/guest-carts/:cartId/order',
    { schema: { tags, params: z.object({ storeCode: z.string(), cartId: z.string().max(64) }) } },
    async (request) => {
      const { cartId } = request.params;
      const cart = MASKED_CART_ID.test(cartId) ? await findGuestCart(app.db, request.shop.store.id, cartId) : undefined;
      const order = cart ? await findOrderByCart(app.db, cart.id) : undefined;
      if (!order) throw noSuchEntity('cartId', cartId);
      return orderDto(order, await listOrderItems(app.db, order.id));
    },
  );

  r.get(
    '/carts/mine/orders/:orderId',
    { schema: { tags, params: z.object({ storeCode: z.string(), orderId: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const order = await findCustomerOrder(app.db, customerId, request.params.orderId);
      if (!order) throw noSuchEntity('orderId', request.params.orderId);
      return orderDto(order, await listOrderItems(app.db, order.id));
    },
  );
}
