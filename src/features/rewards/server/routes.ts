import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../../customers/server';
import { removeRewardPoints, useRewardPoints } from './service';

/** Reward points are for customers only: a guest gets 401. */
export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['rewards'];

  app.post('/reward/mine/use-reward', { schema: { tags } }, async (request) => {
    const customerId = await requireCustomer(request);
    await useRewardPoints(app.db, app.pricing, request.shop, customerId);
    return true;
  });

  app.post('/reward/mine/remove-reward', { schema: { tags } }, async (request) => {
    const customerId = await requireCustomer(request);
    return removeRewardPoints(app.db, request.shop, customerId);
  });
}
