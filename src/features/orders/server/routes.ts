import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { findGuestCart } from '../../cart/server';
import { MASKED_CART_ID } from '../../cart/domain';
import { requireCustomer } from '../../customers/server';
import type { Executor } from '../../../shared/server/db';
import type { OrderDeliveryPoint } from '../domain';
import { orderPaymentOfCart } from '../../payment/server';
import { orderDto } from './dto';
import { type OrderRow, findCustomerOrder, findOrderByCart, listOrderItems } from './store';

/** Finds the pickup point or parcel shop an order goes to (handed in by the app from the features that keep them). */
type DeliveryPointFinder = (db: Executor, orderId: number) => Promise<OrderDeliveryPoint | null>;

export interface OrderRouteOptions {
  deliveryPoints?: DeliveryPointFinder[];
}

/** The success page reads the order it just placed: by the guest's cart id, or by id for its customer. */
export async function orderRoutes(app: FastifyInstance, options: OrderRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const finders = options.deliveryPoints ?? [];
  const answer = async (order: OrderRow) => {
    const items = await listOrderItems(app.db, order.id);
    let point: OrderDeliveryPoint | null = null;
    for (const find of finders) point ??= await find(app.db, order.id);
    return orderDto(order, items, point, await orderPaymentOfCart(app.db, order.cartId));
  };

  r.get('/guest-carts/:cartId/order', { schema: { tags, params: z.object({ storeCode: z.string(), cartId: z.string().max(64) }) } }, async (request) => {
    const { cartId } = request.params;
    const cart = MASKED_CART_ID.test(cartId) ? await findGuestCart(app.db, request.shop.store.id, cartId) : undefined;
    const order = cart ? await findOrderByCart(app.db, cart.id) : undefined;
    if (!order) throw noSuchEntity('cartId', cartId);
    return answer(order);
  });

  r.get(
    '/carts/mine/orders/:orderId',
    { schema: { tags, params: z.object({ storeCode: z.string(), orderId: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const order = await findCustomerOrder(app.db, customerId, request.params.orderId);
      if (!order) throw noSuchEntity('orderId', request.params.orderId);
      return answer(order);
    },
  );
}
