import type { FastifyInstance } from 'fastify';

/** Gift messages per order and per item (spec 000 §7). */
export async function giftMessageRoutes(_app: FastifyInstance): Promise<void> {}
