import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { createAccountFromGuestOrder } from './guest-order-account';
import { orderStoreFacts } from './order-facts';
import type { OrderRow, OrderStatusRow } from './order-rows';
import { findCustomerOrder, findOrderByCart, listCustomerOrders, listOrderItems, listStatusHistories } from './store';

/** Finds the pickup point or parcel shop an order goes to (handed in by the app from the features that keep them). */
type DeliveryPointFinder = (db: Executor, orderId: number) => Promise<OrderDeliveryPoint | null>;

export interface OrderRouteOptions {
  deliveryPoints?: DeliveryPointFinder[];
}

/** Magento's web-API limits: page size at most 300, 20 by default. */
const MAX_PAGE_SIZE = 300;
const DEFAULT_PAGE_SIZE = 20;

const orderIdParam = z.coerce.number().int().positive().max(2_147_483_647);
const guestCartParams = z.object({ storeCode: z.string(), cartId: z.string().max(64) });

/** `GET orders?searchCriteria…`: only paging is read; whatever filter is sent, the answer holds the caller's own orders. */
const orderSearchQuery = z.object({
  searchCriteria: z
    .union([
      z.string().max(0),
      z.object({
        pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
        currentPage: z.coerce.number().int().min(1).max(100_000).optional(),
      }),
    ])
    .optional(),
});

/**
 * The order as its shopper may see it: the success page (the guest's cart id, or the customer's order id)
 * and the customer's order history (`orders`, the caller's own orders of this store only).
 */
export async function orderRoutes(app: FastifyInstance, options: OrderRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const finders = options.deliveryPoints ?? [];
  const answer = async (request: FastifyRequest, order: OrderRow, history?: OrderStatusRow[]) => {
    const items = await listOrderItems(app.db, order.id);
    let point: OrderDeliveryPoint | null = null;
    for (const find of finders) point ??= await find(app.db, order.id);
    const statuses = history ?? (await listStatusHistories(app.db, [order.id])).get(order.id);
    return orderDto(order, items, point, await orderPaymentOfCart(app.db, order.cartId), orderStoreFacts(order, request.shop.settings), statuses);
  };
  /** The order of a guest's cart: the masked cart id is the guest's proof (only the browser that placed the order holds it). */
  const guestOrder = async (request: FastifyRequest, cartId: string) => {
    const cart = MASKED_CART_ID.test(cartId) ? await findGuestCart(app.db, request.shop.store.id, cartId) : undefined;
    const order = cart ? await findOrderByCart(app.db, cart.id) : undefined;
    if (!cart || !order) throw noSuchEntity('cartId', cartId);
    return { cart, order };
  };
  const customerOrder = async (request: FastifyRequest, orderId: number) => {
    const customerId = await requireCustomer(request);
    const order = await findCustomerOrder(app.db, customerId, orderId, request.shop.store.id);
    if (!order) throw noSuchEntity('orderId', orderId);
    return answer(request, order);
  };

  r.get('/guest-carts/:cartId/order', { schema: { tags, params: guestCartParams } }, async (request) => {
    const { order } = await guestOrder(request, request.params.cartId);
    return answer(request, order);
  });

  // The success page's offer to a guest: a password makes an account of the order's email and name, and the order joins it.
  r.post(
    '/guest-carts/:cartId/order/account',
    { schema: { tags, params: guestCartParams, body: z.object({ password: z.string().min(1).max(256) }) } },
    async (request) => {
      const { order } = await guestOrder(request, request.params.cartId);
      return createAccountFromGuestOrder(app.db, request.shop, { order, password: request.body.password, policy: request.shop.settings.passwordPolicy });
    },
  );

  r.get('/carts/mine/orders/:orderId', { schema: { tags, params: z.object({ storeCode: z.string(), orderId: orderIdParam }) } }, (request) =>
    customerOrder(request, request.params.orderId),
  );

  r.get('/orders/:orderId', { schema: { tags, params: z.object({ storeCode: z.string(), orderId: orderIdParam }) } }, (request) =>
    customerOrder(request, request.params.orderId),
  );

  r.get('/orders', { schema: { tags, querystring: orderSearchQuery } }, async (request) => {
    const customerId = await requireCustomer(request);
    const criteria = typeof request.query.searchCriteria === 'object' ? request.query.searchCriteria : {};
    const page = { size: criteria.pageSize ?? DEFAULT_PAGE_SIZE, number: criteria.currentPage ?? 1 };
    const { rows, total } = await listCustomerOrders(app.db, customerId, request.shop.store.id, page);
    const histories = await listStatusHistories(
      app.db,
      rows.map((order) => order.id),
    );
    return {
      items: await Promise.all(rows.map((order) => answer(request, order, histories.get(order.id)))),
      search_criteria: { filter_groups: [], page_size: page.size, current_page: page.number },
      total_count: total,
    };
  });
}
