import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../shared/domain/clock';
import { subscriptionDto } from './dto';
import type { SubscriptionAccount, SubscriptionNotices } from './ports';
import { cancel, changeAddress, changeCard, changeInterval, changeQuantity, pause, resume, skipNext, type SubscriptionContext } from './service';
import { renewalsOf, type SubscriptionRow, subscriptionsOf } from './store';

export interface SubscriptionRouteOptions {
  account: SubscriptionAccount;
  notices: SubscriptionNotices;
  now: () => Date;
}

const params = z.object({ subscriptionId: z.string().max(32) });
const itemParams = params.extend({ sku: z.string().min(1).max(64) });
/** A number or a numeric string; anything else reaches the rule as NaN and gets its message. */
const numberField = z.union([z.number(), z.string().max(16)]).transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v)));

/**
 * The customer's subscriptions (no standard Magento endpoint: named under `customers/me/subscriptions`):
 * list, change a line's quantity or the interval, skip the next delivery, pause, resume, cancel, change the
 * card or the delivery address. Another customer's subscription, or an unknown id, is a 404 that says nothing more.
 */
export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];
  const clock: Clock = { now: options.now };
  const ctx: SubscriptionContext = { db: app.db, stores: app.stores, clock, notices: options.notices, account: options.account };
  const { requireCustomer } = options.account;

  async function answer(customerId: number, rows: SubscriptionRow[]) {
    const [cards, renewals] = await Promise.all([
      options.account.paymentProfiles(app.db, customerId),
      renewalsOf(
        app.db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => subscriptionDto(row, cards, renewals));
  }
  const one = async (customerId: number, row: SubscriptionRow) => (await answer(customerId, [row]))[0];

  r.get('/customers/me/subscriptions', { schema: { tags } }, async (request, reply) => {
    const customerId = await requireCustomer(request);
    return reply.header('cache-control', 'no-store').send(await answer(customerId, await subscriptionsOf(app.db, customerId)));
  });

  r.put(
    '/customers/me/subscriptions/:subscriptionId/items/:sku',
    { schema: { tags, params: itemParams, body: z.object({ qty: numberField }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      const { subscriptionId, sku } = request.params;
      const row = await changeQuantity(ctx, customerId, subscriptionId, sku, request.body.qty);
      return one(customerId, row);
    },
  );

  r.put('/customers/me/subscriptions/:subscriptionId/interval', { schema: { tags, params, body: z.object({ interval: numberField }) } }, async (request) => {
    const customerId = await requireCustomer(request);
    return one(customerId, await changeInterval(ctx, customerId, request.params.subscriptionId, request.body.interval));
  });

  const actions = { skip: skipNext, pause, resume, cancel } as const;
  for (const [name, act] of Object.entries(actions)) {
    r.post(`/customers/me/subscriptions/:subscriptionId/${name}`, { schema: { tags, params } }, async (request) => {
      const customerId = await requireCustomer(request);
      return one(customerId, await act(ctx, customerId, request.params.subscriptionId));
    });
  }

  r.put(
    '/customers/me/subscriptions/:subscriptionId/payment-card',
    { schema: { tags, params, body: z.object({ card_id: z.union([z.number(), z.string().max(32)]) }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      return one(customerId, await changeCard(ctx, customerId, request.params.subscriptionId, request.body.card_id));
    },
  );

  r.put(
    '/customers/me/subscriptions/:subscriptionId/shipping-address',
    { schema: { tags, params, body: z.object({ address: z.record(z.string(), z.unknown()) }) } },
    async (request) => {
      const customerId = await requireCustomer(request);
      return one(customerId, await changeAddress(ctx, customerId, request.params.subscriptionId, request.body.address));
    },
  );
}
