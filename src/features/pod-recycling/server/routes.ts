import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartRoute } from '../../cart/server';
import { podRecyclingFor } from './service';

const podRecyclingResponse = z.object({
  show: z.boolean(),
  in_cart: z.boolean(),
  salable: z.boolean(),
  can_add: z.boolean(),
  prs: z
    .object({ sku: z.string(), qty: z.number(), title: z.string(), description: z.string(), page_id: z.string().nullable(), page_url: z.string().nullable() })
    .nullable(),
});

/**
 * Spec 002 pod recycling: `{cart}/pod-recycling` tells the summary whether its block shows and whether
 * 'Add to cart' adds (the add itself is the cart's `POST {cart}/items`).
 */
export async function podRecyclingRoutes(app: FastifyInstance): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/pod-recycling',
    response: podRecyclingResponse,
    tags: ['pod-recycling'],
    handler: (request, ref) => podRecyclingFor(app.db, request.shop, ref),
  });
}
