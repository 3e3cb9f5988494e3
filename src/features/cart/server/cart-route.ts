import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { requireCustomer } from '../../customers/server';
import { MASKED_CART_ID } from '../domain';
import type { CartRef } from './cart-row';

interface CartRouteOptions<B extends ZodType, P extends Record<string, ZodType>, Q extends ZodType> {
  method: HTTPMethods;
  /** The part after the cart: '' for the cart itself, '/items', '/totals', … */
  path: string;
  body?: B;
  params?: P;
  /** The query's shape: a query that does not match it is a 400 naming the parameter. */
  querystring?: Q;
  /** The answer's shape: documented, and an answer given as an object is written from it. */
  response?: ZodType;
  tags: string[];
  handler: (
    request: FastifyRequest & { body: z.infer<B>; params: { [K in keyof P]: z.infer<P[K]> }; query: z.infer<Q> },
    ref: CartRef,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

/**
 * Registers a cart operation twice, Magento-style: `guest-carts/{cartId}…` for guests (the masked id is
 * the capability) and `carts/mine…` for the logged-in customer (token or session with form key).
 */
export function cartRoute<B extends ZodType = ZodType, P extends Record<string, ZodType> = Record<never, ZodType>, Q extends ZodType = ZodType>(
  app: FastifyInstance,
  options: CartRouteOptions<B, P, Q>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const extraParams = options.params ?? ({} as P);
  const schema = (params: Record<string, ZodType>) => ({
    tags: options.tags,
    params: z.object({ storeCode: z.string(), ...params, ...extraParams }),
    ...(options.body ? { body: options.body } : {}),
    ...(options.querystring ? { querystring: options.querystring } : {}),
    ...(options.response ? { response: { 200: options.response } } : {}),
  });
  const handler = options.handler as (request: FastifyRequest, ref: CartRef, reply: FastifyReply) => Promise<unknown>;

  r.route({
    method: options.method,
    url: `/guest-carts/:cartId${options.path}`,
    schema: schema({ cartId: z.string().max(64) }),
    handler: async (request, reply) => {
      const { cartId } = request.params as { cartId: string };
      if (!MASKED_CART_ID.test(cartId)) throw noSuchEntity('cartId', cartId);
      return handler(request, { kind: 'guest', maskedId: cartId }, reply);
    },
  });
  r.route({
    method: options.method,
    url: `/carts/mine${options.path}`,
    schema: schema({}),
    handler: async (request, reply) => handler(request, { kind: 'customer', customerId: await requireCustomer(request) }, reply),
  });
}
