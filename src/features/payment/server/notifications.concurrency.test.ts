import { eq } from 'drizzle-orm';
import { paymentNotifications } from '../../../db/schema';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { SANDBOX_NOTIFICATION_SECRET, signBody } from '../providers';
import { NOTIFICATION_PATH } from './routes';
import { paymentOf } from './service';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;

describe.runIf(onPostgres)('gateway notifications delivered at the same time (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (notificationId: string, status: string) => {
    const body = JSON.stringify({ notificationId, orderCode: 'RACE-1', paymentId: 'pay_race', status, occurredAt: '2026-11-25T12:00:00Z' });
    return t.request({
      method: 'POST',
      url: NOTIFICATION_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signBody(SANDBOX_NOTIFICATION_SECRET, body) },
    });
  };

  it('applies each notification once and ends at the furthest status, whatever the interleaving', async () => {
    const deliveries = [];
    for (let copy = 0; copy < 6; copy++) {
      deliveries.push(send('race-authorised', 'AUTHORISED'), send('race-captured', 'CAPTURED'), send('race-settled', 'SETTLED'));
    }
    const answers = await Promise.all(deliveries);
    expect(answers.map((a) => a.body)).toEqual(Array(18).fill('[OK]'));
    expect((await paymentOf(t.database.db, 'RACE-1'))?.status).toBe('SETTLED');
    expect(await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderCode, 'RACE-1'))).toHaveLength(3);
  });
});
