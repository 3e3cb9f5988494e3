import { eq } from 'drizzle-orm';
import { paymentNotifications, paymentTransactions } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';
import { encryptCard } from '../domain/card-encryption';
import { SANDBOX_NOTIFICATION_SECRET, signBody } from '../providers';
import { buildGatewayApp, type RunningGateway } from '../providers/sandbox/app';
import { startTestGateway } from './testing';
import { GATEWAY_UNAVAILABLE, NOTIFICATION_PATH, SIGNATURE_INVALID, SIGNATURE_MISSING } from './routes';
import { paymentOf, recordAuthorisation } from './service';

describe('payment module routes (spec 002 §7) and gateway notifications', () => {
  let t: TestApp;
  let twin: RunningGateway;
  let outage = false;
  beforeAll(async () => {
    // The shop reaches the gateway over HTTP at GATEWAY_URL: here a twin on a free port.
    twin = await startTestGateway({ latencyMs: () => 0, outage: () => outage });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twin.close();
  });

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers });

  describe('worldpay/payment/types', () => {
    it('answers the card types of the billing country', async () => {
      expect((await post('/worldpay/payment/types', { countryId: 'GB' })).json()).toEqual(['VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'MI', 'MD', 'UN']);
      expect((await post('/worldpay/payment/types', 'countryId=br', { 'content-type': 'application/x-www-form-urlencoded' })).json()).toEqual([
        'VI',
        'MC',
        'AE',
        'DN',
        'ELO',
        'HC',
        'AU',
      ]);
    });

    it('follows the store’s configuration', async () => {
      const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_cc/cctypes': 'VI,MC' });
      try {
        expect((await post('/worldpay/payment/types', { countryId: 'GB' })).json()).toEqual(['VI', 'MC']);
      } finally {
        await restore();
      }
    });

    it.each([[{}], [{ countryId: 'GBR' }], [{ countryId: '' }]])('refuses %j with a 400 and the Magento body', async (payload) => {
      const response = await post('/worldpay/payment/types', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), parameters: expect.anything() });
    });
  });

  describe('worldpay/cse/public-key', () => {
    it('answers a 503 with the Magento body while the gateway is down, then the gateway’s encryption key', async () => {
      outage = true;
      try {
        const down = await t.request({ method: 'GET', url: '/worldpay/cse/public-key' });
        expect([down.statusCode, down.json()]).toEqual([503, { message: GATEWAY_UNAVAILABLE, parameters: [] }]);
      } finally {
        outage = false;
      }
      const key = await t.request({ method: 'GET', url: '/worldpay/cse/public-key' });
      expect([key.statusCode, key.json()]).toEqual([200, await twin.gateway.publicKey()]);
      // The shop's pages may frame the gateway's 3-D Secure pages and post forms to it, and nothing else.
      expect(key.headers['content-security-policy']).toContain(`frame-src 'self' ${twin.url}`);
      expect(key.headers['content-security-policy']).toContain(`form-action 'self' ${twin.url}`);
    });
  });

  describe('worldpay/latam/types', () => {
    it.each([
      ['BR', '2,3,4,5,6,10,12'],
      ['mx', '3,6,9,12'],
      ['GB', ''],
    ])('%s → %j', async (countryId, answer) => {
      const response = await post('/worldpay/latam/types', { countryId });
      expect([response.statusCode, response.json()]).toEqual([200, answer]);
    });

    it('answers nothing when the store turns instalments off', async () => {
      const restore = await setStoreConfig(t.database.db, { 'payment/worldpay_cc/instalment_enabled': '0' });
      try {
        expect((await post('/worldpay/latam/types', { countryId: 'BR' })).json()).toBe('');
      } finally {
        await restore();
      }
    });

    it('refuses a missing country', async () => {
      expect((await post('/worldpay/latam/types', {})).statusCode).toBe(400);
    });
  });

  describe(NOTIFICATION_PATH, () => {
    let id = 0;
    const notification = (orderCode: string, status: string, notificationId = `n-${++id}`) =>
      JSON.stringify({
        notificationId,
        orderCode,
        paymentId: `pay_${orderCode}`,
        status,
        amount: { value: 2599, currency: 'GBP' },
        occurredAt: '2026-11-25T12:00:00Z',
      });
    const send = (body: string, signature: string | null = signBody(SANDBOX_NOTIFICATION_SECRET, body)) =>
      post(NOTIFICATION_PATH, body, { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-gateway-signature': signature }) });
    const statusOf = async (orderCode: string) => (await paymentOf(t.database.db, orderCode))?.status;
    const notificationsOf = (orderCode: string) => t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderCode, orderCode));

    it('applies a signed notification and acknowledges it', async () => {
      const response = await send(notification('ORD-100', 'AUTHORISED'));
      expect([response.statusCode, response.body]).toEqual([200, '[OK]']);
      expect(await statusOf('ORD-100')).toBe('AUTHORISED');
    });

    it('refuses unsigned and forged notifications with the Magento body, changing nothing', async () => {
      const body = notification('ORD-101', 'CAPTURED');
      const unsigned = await send(body, null);
      expect([unsigned.statusCode, unsigned.json()]).toEqual([401, { message: SIGNATURE_MISSING, parameters: [] }]);
      const forged = await send(body, signBody('guessed-secret', body));
      expect([forged.statusCode, forged.json()]).toEqual([403, { message: SIGNATURE_INVALID, parameters: [] }]);
      const tampered = await send(body.replace('CAPTURED', 'REFUNDED'), signBody(SANDBOX_NOTIFICATION_SECRET, body));
      expect(tampered.statusCode).toBe(403);
      const notJson = await send('{"notificationId":');
      expect(notJson.statusCode).toBe(403);
      expect(await statusOf('ORD-101')).toBeUndefined();
      expect(await notificationsOf('ORD-101')).toEqual([]);
    });

    it('acknowledges a replay and changes nothing', async () => {
      const body = notification('ORD-102', 'AUTHORISED', 'n-replayed');
      await send(body);
      const before = await paymentOf(t.database.db, 'ORD-102');
      for (let i = 0; i < 3; i++) expect((await send(body)).body).toBe('[OK]');
      expect(await paymentOf(t.database.db, 'ORD-102')).toEqual(before);
      expect(await notificationsOf('ORD-102')).toHaveLength(1);
    });

    it('never moves a payment backwards when notifications come out of order', async () => {
      await send(notification('ORD-103', 'CAPTURED'));
      await send(notification('ORD-103', 'AUTHORISED'));
      expect(await statusOf('ORD-103')).toBe('CAPTURED');
      await send(notification('ORD-103', 'SETTLED'));
      await send(notification('ORD-103', 'REFUNDED'));
      await send(notification('ORD-103', 'SENT_FOR_REFUND'));
      expect(await statusOf('ORD-103')).toBe('REFUNDED');
      const applied = (await notificationsOf('ORD-103')).map((n) => [n.status, n.applied]);
      expect(applied).toEqual(
        expect.arrayContaining([
          ['AUTHORISED', false],
          ['SENT_FOR_REFUND', false],
          ['REFUNDED', true],
        ]),
      );
    });

    it('acknowledges a status it does not act on without applying it', async () => {
      await send(notification('ORD-104', 'AUTHORISED'));
      expect((await send(notification('ORD-104', 'CHARGED_BACK'))).body).toBe('[OK]');
      expect(await statusOf('ORD-104')).toBe('AUTHORISED');
    });

    it('takes the notifications the sandbox gateway signs and delivers', async () => {
      const { app: twin, gateway } = await buildGatewayApp({
        baseUrl: 'http://localhost:3001',
        shopOrigin: 'http://localhost:3000',
        latencyMs: () => 0,
        outage: () => false,
        notificationSecret: SANDBOX_NOTIFICATION_SECRET,
        notificationUrl: () => `http://localhost:3000${NOTIFICATION_PATH}`,
        retryDelayMs: 0,
        deliver: async (_url, body, signature) => (await send(body, signature)).body === '[OK]',
      });
      try {
        const key = await gateway.publicKey();
        const encryptedData = await encryptCard(key, {
          number: '4444333322221111',
          cvc: '123',
          expiryMonth: '12',
          expiryYear: String(new Date().getFullYear() + 1),
        });
        const amount = { value: 2599, currency: 'GBP' };
        const result = await gateway.authorise({
          orderCode: 'ORD-105',
          idempotencyKey: 'ORD-105-auth',
          amount,
          instrument: { kind: 'card', encryptedData, cardholderName: 'Ada' },
          shopper: {},
          resultUrl: 'http://localhost:3000/worldpay/redirectresult',
        });
        expect(result.status).toBe('AUTHORISED');
        await recordAuthorisation(t.database.db, {
          orderCode: 'ORD-105',
          paymentId: result.paymentId,
          method: 'worldpay_cc',
          status: 'AUTHORISED',
          amount,
          card: result.card,
        });
        await gateway.capture({ paymentId: result.paymentId, idempotencyKey: 'ORD-105-capture', amount });
        await gateway.settled();
        const row = await paymentOf(t.database.db, 'ORD-105');
        expect(row).toMatchObject({ status: 'CAPTURED', method: 'worldpay_cc', cardLast4: '1111', cardType: 'VI', amount: 2599, currency: 'GBP' });
        expect(JSON.stringify(row)).not.toContain('4444333322221111');
      } finally {
        await twin.close();
      }
    });

    it('keeps a quicker notification’s further status when the authorisation is recorded after it', async () => {
      await send(notification('ORD-107', 'CAPTURED'));
      const amount = { value: 2599, currency: 'GBP' };
      await recordAuthorisation(t.database.db, {
        orderCode: 'ORD-107',
        paymentId: 'pay_ORD-107',
        method: 'worldpay_cc',
        status: 'AUTHORISED',
        amount,
        card: { last4: '4444', type: 'MC' },
      });
      expect(await paymentOf(t.database.db, 'ORD-107')).toMatchObject({ status: 'CAPTURED', method: 'worldpay_cc', cardLast4: '4444', cardType: 'MC' });
      // Anything but four digits is not kept.
      await recordAuthorisation(t.database.db, {
        orderCode: 'ORD-108',
        paymentId: 'pay_ORD-108',
        method: 'worldpay_cc',
        status: 'AUTHORISED',
        amount,
        card: { last4: '5555555555554444', type: 'MC' },
      });
      expect((await paymentOf(t.database.db, 'ORD-108'))?.cardLast4).toBeNull();
    });

    it('cannot store more than the last four digits of a card', async () => {
      const row = { orderCode: 'ORD-106', paymentId: 'pay_x', method: 'worldpay_cc', status: 'AUTHORISED', cardLast4: '4444333322221111' };
      await expect(t.database.db.insert(paymentTransactions).values(row)).rejects.toThrow();
    });
  });
});
