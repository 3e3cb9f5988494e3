import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, couponFailures } from '../../../db/schema';
import { REST, newGuestCart } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { captchaIssuer } from './testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;

describe.runIf(onPostgres)('coupon captcha under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let issuer: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    issuer = await captchaIssuer(t.database.db, () => 'K7MPX');
  });
  afterAll(async () => {
    await issuer.close();
    await t.close();
  });

  // Failures also count per client address: each test comes from its own.
  const put = (cartId: string, code: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'PUT', url: `${REST}/guest-carts/${cartId}/coupons/${code}`, headers, remoteAddress });

  it('counts every concurrent failed code (atomic increment, no lost update)', async () => {
    const cartId = await newGuestCart(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => put(cartId, `NOPE${i}`, '10.0.0.1')));
    const refusedCodes = answers.filter((a) => a.statusCode === 404).length;
    // Attempts that started after the third failure was counted met the captcha instead.
    expect(refusedCodes).toBeGreaterThanOrEqual(3);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message === 'Incorrect CAPTCHA.')).toBe(true);
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, cartId));
    const [row] = await t.database.db.select().from(couponFailures).where(eq(couponFailures.cartId, cart.id));
    expect(row.failures).toBe(refusedCodes);
  });

  it('lets one challenge through once, however many attempts race with its answer', async () => {
    const cartId = await newGuestCart(t);
    for (const code of ['NOPE1', 'NOPE2', 'NOPE3']) expect((await put(cartId, code, '10.0.0.2')).statusCode).toBe(404);
    const { id } = (await issuer.inject({ method: 'GET', url: `${REST}/guest-carts/${cartId}/coupon-captcha`, remoteAddress: '10.0.0.2' })).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(cartId, 'NOPE4', '10.0.0.2', { 'x-captcha-id': id, 'x-captcha': 'K7MPX' })));
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(9);
  });

  it('holds one client address to ten refused codes however many fresh carts guess at once', async () => {
    const cartIds = await Promise.all(Array.from({ length: 20 }, () => newGuestCart(t)));
    const answers = await Promise.all(cartIds.map((cartId, i) => put(cartId, `GUESS${i}`, '10.0.0.3')));
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message === 'Incorrect CAPTCHA.')).toBe(true);
  });
});
