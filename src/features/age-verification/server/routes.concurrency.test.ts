import { eq } from 'drizzle-orm';
import { ageVerificationAttempts, ageVerifications, carts } from '../../../db/schema';
import { REST } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';
import { sandboxImage } from '../providers/sandbox-images';
import { ADULT_LICENCE, guestBasket, uploadId } from './testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;

describe.runIf(onPostgres)('age verification attempts under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A little latency, so the racing requests overlap while the provider answers.
    t.adapters.ageVerification.sandbox.latencyMs = 20;
    t.adapters.ageVerification.sandbox.imageLatencyMs = 20;
    await setStoreConfig(t.database.db, { 'age_verification/general/client_attempts_per_window': '10000' });
  });
  afterAll(() => t.close());

  const verification = async (cartId: string) => {
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId));
    const [row] = await t.database.db.select().from(ageVerifications).where(eq(ageVerifications.cartId, cart.id));
    const attempts = await t.database.db.select().from(ageVerificationAttempts).where(eq(ageVerificationAttempts.verificationId, row.id));
    return { row, attempts };
  };

  it('takes no more ID uploads than the limit, however many arrive at once', async () => {
    const { cartId } = await guestBasket(t, 'idScan');
    await t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/age-verification/verify`, payload: {} });
    const image = sandboxImage('other');
    const answers = await Promise.all(Array.from({ length: 10 }, () => uploadId(t, cartId, [{ filename: 'id.png', type: 'image/png', data: image }])));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    const { row, attempts } = await verification(cartId);
    expect(row.scanAttempts).toBe(3);
    expect(attempts.filter((a) => a.method === 'id_scan')).toHaveLength(3);
    expect(row.status).toBe('failed');
  });

  it('takes no more proofs than the limit, however many arrive at once', async () => {
    const { cartId } = await guestBasket(t, 'referPassport');
    await t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/age-verification/verify`, payload: {} });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({
          method: 'POST',
          url: `${REST}/guest-carts/${cartId}/age-verification/refer`,
          payload: { proofMethod: 'driverLicense', driverLicense: ADULT_LICENCE },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    const { row, attempts } = await verification(cartId);
    expect(row.proofAttempts).toBe(3);
    expect(attempts.filter((a) => a.method === 'driving_licence')).toHaveLength(3);
    expect(row.status).toBe('id_scan_required');
  });
});
