import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, couponClientFailures, paymentTransactions } from '../../../db/schema';
import { REST, readyGuestCart } from '../../../shared/server/testing/shop-client';
import { type TestApp, createTestApp, dbKind, postgresSkipReason } from '../../../shared/server/testing/test-app';
import { captchaIssuer } from '../../captcha/server/testing';
import { encryptCard } from '../../payment/domain';
import type { RunningGateway } from '../../payment/providers/sandbox/app';
import { startTestGateway } from '../../payment/server/testing';

/** Races only show on a real PostgreSQL (PGlite runs one transaction at a time). */
const onPostgres = dbKind === 'postgres' && !postgresSkipReason;
const INCORRECT_CAPTCHA = 'Incorrect CAPTCHA.';
const DECLINED = 'Your payment was declined. Please check your card details or use another card.';
const nextYear = String(new Date().getUTCFullYear() + 1);

describe.runIf(onPostgres)('place-order captcha under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let issuer: FastifyInstance;
  beforeAll(async () => {
    // A gateway that takes its time, so the parallel attempts really overlap.
    twin = await startTestGateway({ latencyMs: () => 50 });
    t = await createTestApp();
    issuer = await captchaIssuer(t.database.db, () => 'K7MPX');
  });
  afterAll(async () => {
    await issuer.close();
    await t.close();
    await twin.close();
  });

  const refusedCard = async () => {
    const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
    const encryptedData = await encryptCard(key, {
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: nextYear,
      cardholderName: 'REFUSED',
    });
    return {
      email: 'burst@example.com',
      paymentMethod: {
        method: 'worldpay_cc',
        additional_data: { encryptedData, cc_type: 'VI', cc_number: 'XXXX-XXXX-XXXX-1111', cc_name: 'REFUSED' },
        extension_attributes: { agreement_ids: [1] },
      },
    };
  };
  const place = async (cartId: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/payment-information`, payload: await refusedCard(), headers, remoteAddress });
  const gatewayCalls = async (maskedId: string) => {
    const [cart] = await t.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, maskedId));
    return (
      await t.database.db
        .select()
        .from(paymentTransactions)
        .where(like(paymentTransactions.orderCode, `C${cart.id}-%`))
    ).length;
  };

  it('counts every concurrent refusal from one address (atomic increments, no lost update)', async () => {
    const cartIds = await Promise.all(Array.from({ length: 12 }, () => readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }])));
    const answers = await Promise.all(cartIds.map((cartId) => place(cartId, '10.2.0.1')));
    const declined = answers.filter((a) => a.json().message === DECLINED).length;
    // Calls that started once ten refusals were counted met the captcha instead.
    expect(answers.every((a) => [DECLINED, INCORRECT_CAPTCHA].includes(a.json().message))).toBe(true);
    const [row] = await t.database.db
      .select({ failures: couponClientFailures.failures })
      .from(couponClientFailures)
      .where(and(eq(couponClientFailures.clientKey, '10.2.0.1'), eq(couponClientFailures.form, 'place_order')));
    expect(row.failures).toBe(declined);
    expect(declined).toBeGreaterThanOrEqual(10);
    const next = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    expect((await place(next, '10.2.0.1')).json().message).toBe(INCORRECT_CAPTCHA);
    expect(await gatewayCalls(next)).toBe(0);
  });

  it('uses one challenge for one guess, however many guesses race with its answer', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    for (let i = 0; i < 3; i++) expect((await place(cartId, '10.2.0.2')).json().message).toBe(DECLINED);
    const { id } = (await issuer.inject({ method: 'GET', url: `${REST}/guest-carts/${cartId}/place-order-captcha`, remoteAddress: '10.2.0.2' })).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(cartId, '10.2.0.2', { 'x-captcha-id': id, 'x-captcha': 'K7MPX' })));
    const messages = answers.map((a) => a.json().message);
    expect(messages.filter((m) => m === DECLINED)).toHaveLength(1);
    expect(messages.filter((m) => m === INCORRECT_CAPTCHA)).toHaveLength(9);
    expect(await gatewayCalls(cartId)).toBe(4);
  });
});
