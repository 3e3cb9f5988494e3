import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartItemBodySchema, cartItemUpdateBodySchema } from '../domain';
import { integerField } from '../../../shared/domain/validation';
import { requireCustomer } from '../../customers/server';
import { sendJsonString, sendJsonText } from '../../../shared/server/json-string';
import { cartRoute } from './cart-route';
import { cartDto, cartItemDto } from './dto';
import { cartItemResponse, cartResponse } from './responses';
import { cartAnswer } from './cart-answers';
import { openCart } from './open-cart';
import { addItem, createGuestCart, getOrCreateCustomerCart, removeItem, updateItem } from './service';
import type { CartRef } from './cart-row';

const quoteIdOf = (ref: CartRef, cartId: number) => (ref.kind === 'guest' ? ref.maskedId : String(cartId));
const itemIdParam = { itemId: integerField() };

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['cart'];

  app.post('/guest-carts', { schema: { tags } }, async (request, reply) => sendJsonString(reply, await createGuestCart(app.db, request.shop.store.id)));

  /** Magento answers with the customer's quote id; the cart is created on first use. */
  app.post('/carts/mine', { schema: { tags } }, async (request) => {
    const customerId = await requireCustomer(request);
    return (await getOrCreateCustomerCart(app.db, request.shop.store.id, customerId)).id;
  });

  cartRoute(app, {
    method: 'GET',
    path: '',
    response: cartResponse,
    tags,
    handler: async (request, ref, reply) => {
      const answer = await cartAnswer(
        app.db,
        request.shop,
        ref,
        'cart',
        ({ cart, lines }) => cartDto(cart, lines, request.shop.store.currency, request.shop.settings),
        {
          response: cartResponse,
          writers: app.responseWriters,
          showsStock: true,
        },
      );
      return sendJsonText(reply, answer);
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/items',
    response: z.array(cartItemResponse),
    tags,
    handler: async (request, ref) => {
      const { cart, lines } = await openCart(app.db, request.shop, ref);
      return lines.map((l) => cartItemDto(l, quoteIdOf(ref, cart.id), request.shop.settings));
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/items',
    body: cartItemBodySchema,
    response: cartItemResponse,
    tags,
    handler: async (request, ref) => {
      const { sku, qty, product_option } = request.body.cartItem;
      const { cart, line } = await addItem(app.db, request.shop, ref, {
        sku,
        qty,
        productOption: product_option,
        extraIntervals: request.shop.settings.extraSubscriptionIntervals,
      });
      return cartItemDto(line, quoteIdOf(ref, cart.id), request.shop.settings);
    },
  });

  cartRoute(app, {
    method: 'PUT',
    path: '/items/:itemId',
    params: itemIdParam,
    body: cartItemUpdateBodySchema,
    response: cartItemResponse,
    tags,
    handler: async (request, ref) => {
      const { qty, product_option } = request.body.cartItem;
      const { cart, line } = await updateItem(app.db, request.shop, ref, request.params.itemId, {
        qty,
        productOption: product_option,
        extraIntervals: request.shop.settings.extraSubscriptionIntervals,
      });
      return cartItemDto(line, quoteIdOf(ref, cart.id), request.shop.settings);
    },
  });

  cartRoute(app, {
    method: 'DELETE',
    path: '/items/:itemId',
    params: itemIdParam,
    response: z.boolean(),
    tags,
    handler: async (request, ref) => {
      await removeItem(app.db, request.shop, ref, request.params.itemId);
      return true;
    },
  });
}
