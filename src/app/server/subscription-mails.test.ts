import { mailOutbox, savedCards } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import { shopGatewayTo, startTestGateway } from '../../features/payment/server/testing';
import { runDueRenewals } from '../../features/subscriptions/server';
import { createTestApp, type TestApp } from '../../shared/server/testing/test-app';
import { JANE, JOHN, subscribeThroughCheckout, twinCardOf } from './subscriptions-fixture';
import { mailedSubscriptionNotices, renewalPorts } from './subscriptions';

const DAY_MS = 86_400_000;

describe('the e-mails of a subscription: queued in the outbox with what happened', () => {
  let t: TestApp;
  let twin: RunningGateway;
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))
      .map((m) => m.content)
      .filter((c) => c.template.startsWith('subscription-'));

  it('a change, a renewal placed and a renewal refused for its card each queue one e-mail to the customer', async () => {
    const { client, subscription } = await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    expect((await client.post(`customers/me/subscriptions/${subscription.id}/pause`)).statusCode).toBe(200);
    expect((await client.post(`customers/me/subscriptions/${subscription.id}/resume`)).statusCode).toBe(200);
    expect(await mailsTo(JOHN.email)).toEqual([
      expect.objectContaining({ template: 'subscription-changed', change: 'paused', firstname: expect.any(String) }),
      expect.objectContaining({ template: 'subscription-changed', change: 'resumed' }),
    ]);

    const refused = await subscribeThroughCheckout(t, JANE, [{ sku: 'EPOD-MANGO-ICE-18', qty: 3 }], 'Jane Doe');
    const [janeCard] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, refused.subscription.paymentProfileId!));
    twinCardOf(twin.gateway, janeCard.token).cardholderName = 'REFUSED';
    let now = new Date();
    const work = {
      db: t.database.db,
      stores: t.app.stores,
      now: () => now,
      log: t.app.log,
      notices: mailedSubscriptionNotices(t.app.log),
      ...renewalPorts(shopGatewayTo(twin), t.app.pricing),
    };
    for (let day = 0; day <= 40; day++) {
      now = new Date(Date.now() + day * DAY_MS);
      await runDueRenewals(work);
    }
    const john = await mailsTo(JOHN.email);
    expect(john.filter((m) => m.template === 'subscription-renewal-placed')).toEqual([
      expect.objectContaining({ firstname: expect.any(String), incrementId: expect.any(String), nextDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    ]);
    const jane = await mailsTo(JANE.email);
    expect(jane.filter((m) => m.template === 'subscription-renewal-failed').length).toBeGreaterThanOrEqual(1);
    expect(jane.filter((m) => m.template === 'subscription-renewal-placed')).toEqual([]);
  });
});
