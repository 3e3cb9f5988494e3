import type { FastifyInstance } from 'fastify';
import { encryptCard } from '../../domain/card-encryption';
import { verifySignedNotification } from '../notifications';
import { buildGatewayApp } from './app';
import { latencyWithin } from '../../../../shared/server/sandbox-latency';
import type { SandboxCall, SandboxGateway } from './gateway';

const SHOP = 'http://localhost:3000';
const SECRET = 'twin-secret';
const delivered: { body: string; signature: string }[] = [];
let acknowledge = true;
let outage = false;
let app: FastifyInstance;
let gateway: SandboxGateway;
let n = 0;

beforeAll(async () => {
  ({ app, gateway } = await buildGatewayApp({
    baseUrl: 'http://localhost:3001',
    shopOrigin: SHOP,
    latencyMs: () => 0,
    outage: () => outage,
    notificationSecret: SECRET,
    notificationUrl: () => `${SHOP}/worldpay/notification`,
    retryDelayMs: 0,
    deliver: async (_url, body, signature) => {
      delivered.push({ body, signature });
      return acknowledge;
    },
  }));
});
afterAll(() => app.close());
beforeEach(() => {
  delivered.length = 0;
  acknowledge = true;
});

const post = (url: string, payload: object, key: string | null = `idem-key-${++n}`) =>
  app.inject({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });
const base = { amount: { value: 1500, currency: 'EUR' }, shopper: { countryId: 'NL' }, resultUrl: `${SHOP}/worldpay/redirectresult` };

describe('the sandbox gateway on its own origin', () => {
  it('serves its public key and refuses bad requests as JSON', async () => {
    expect((await app.inject('/api/public-key')).json()).toMatchObject({ keyId: expect.any(String), spki: expect.any(String) });
    expect((await post('/api/payments', { ...base, orderCode: 'A1', instrument: { kind: 'apm', type: 'IDEAL-SSL' } }, null)).json()).toEqual({
      message: 'An Idempotency-Key header (8 to 128 characters) is required.',
      parameters: [],
    });
    const bad = await post('/api/payments', { ...base, orderCode: 'no spaces allowed', instrument: { kind: 'apm', type: 'IDEAL-SSL' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The request is not valid.']);
  });

  it('answers 503 during an outage', async () => {
    outage = true;
    const response = await app.inject('/api/public-key');
    outage = false;
    expect([response.statusCode, response.json().message]).toEqual([503, 'The payment service is unavailable. Please try again later.']);
  });

  it('takes an iDEAL shopper through bank choice and back to the shop, with a signed notification', async () => {
    const { paymentId, redirectUrl } = (await post('/api/payments', { ...base, orderCode: 'IDEAL-1', instrument: { kind: 'apm', type: 'IDEAL-SSL' } })).json();
    const page = await app.inject(new URL(redirectUrl).pathname);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<label for="bank">Your bank</label>');
    expect(page.body).toContain('<button type="submit" name="outcome" value="pending">');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SHOP}`);
    const noBank = await app.inject({
      method: 'POST',
      url: `/apm/${paymentId}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noBank.statusCode).toBe(400);
    const done = await app.inject({
      method: 'POST',
      url: `/apm/${paymentId}`,
      payload: 'outcome=success&bank=ING',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([done.statusCode, done.headers.location]).toEqual([303, `${SHOP}/worldpay/redirectresult/success?orderCode=IDEAL-1`]);
    await gateway.settled();
    expect(delivered).toHaveLength(1);
    expect(verifySignedNotification(SECRET, delivered[0].body, delivered[0].signature)).toMatchObject({
      orderCode: 'IDEAL-1',
      paymentId,
      status: 'AUTHORISED',
    });
    // Completed once: the page is gone.
    expect((await app.inject(`/apm/${paymentId}`)).statusCode).toBe(409);
  });

  it.each([
    ['KLARNA-SSL', 'cancel', 'CANCELLED', 'Klarna'],
    ['ACH_DIRECT_DEBIT-SSL', 'failure', 'REFUSED', 'ACH direct debit'],
  ])('%s page: %s → %s', async (type, outcome, status, title) => {
    const { paymentId, redirectUrl } = (
      await post('/api/payments', { ...base, orderCode: `APM-${++n}`, instrument: { kind: 'apm', type, klarnaType: 'KLARNA_PAYLATER-SSL' } })
    ).json();
    expect((await app.inject(new URL(redirectUrl).pathname)).body).toContain(`<h1>${title}</h1>`);
    const done = await app.inject({
      method: 'POST',
      url: `/apm/${paymentId}`,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.headers.location).toMatch(new RegExp(`/redirectresult/${outcome}\\?`));
    await gateway.settled();
    expect(JSON.parse(delivered.at(-1)!.body).status).toBe(status);
  });

  it('runs the 3-D Secure challenge and the hosted payment page', async () => {
    const key = (await app.inject('/api/public-key')).json();
    const encryptedData = await encryptCard(key, {
      number: '4000000000001091',
      cvc: '123',
      expiryMonth: '01',
      expiryYear: String(new Date().getFullYear() + 1),
    });
    const challenged = (
      await post('/api/payments', { ...base, orderCode: 'TDS-1', instrument: { kind: 'card', encryptedData, cardholderName: 'Ada' } })
    ).json();
    expect(challenged.status).toBe('REDIRECT');
    const challengePage = await app.inject(new URL(challenged.redirectUrl).pathname);
    expect(challengePage.body).toContain('Card ending 1091');
    const passed = await app.inject({
      method: 'POST',
      url: `/3ds/challenge/${challenged.paymentId}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(passed.headers.location).toBe(`${SHOP}/worldpay/redirectresult/success?orderCode=TDS-1`);
    expect(gateway.payment(challenged.paymentId)?.status).toBe('AUTHORISED');

    const hosted = (await post('/api/payments/hosted', { ...base, orderCode: 'HPP-1' })).json();
    expect((await app.inject(new URL(hosted.redirectUrl).pathname)).body).toContain('<h1>Hosted payment page</h1>');
    const left = await app.inject({
      method: 'POST',
      url: `/hpp/${hosted.paymentId}`,
      payload: 'outcome=pending',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.headers.location).toBe(`${SHOP}/worldpay/redirectresult/pending?orderCode=HPP-1`);
    const wrong = await app.inject({
      method: 'POST',
      url: `/hpp/${hosted.paymentId}`,
      payload: 'outcome=steal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('checks a Latin-American authorise like the gateway: a bad CPF, a CPF outside Brazil, instalments, statement text, shipping fee', async () => {
    const key = (await app.inject('/api/public-key')).json();
    const encryptedData = await encryptCard(key, {
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 1),
    });
    const brazil = {
      ...base,
      amount: { value: 8890, currency: 'BRL' },
      shopper: { countryId: 'BR' },
      instrument: { kind: 'card', encryptedData, cardholderName: 'Ana' },
    };
    const pay = async (orderCode: string, latam: object, request: object = brazil) => (await post('/api/payments', { ...request, orderCode, latam })).json();
    const good = { cpf: '52998224725', instalments: 3, statementNarrative: 'Vype Brasil', shippingFee: { value: 1990, currency: 'BRL' } };
    const paid = await pay('LATAM-1', good);
    expect(paid.status).toBe('AUTHORISED');
    expect(gateway.payment(paid.paymentId)?.latam).toEqual({
      cpfGiven: true,
      instalments: 3,
      statementNarrative: 'Vype Brasil',
      shippingFee: { value: 1990, currency: 'BRL' },
    });
    expect(await pay('LATAM-2', { ...good, cpf: '52998224724' })).toMatchObject({ status: 'REFUSED', reason: 'INVALID_CPF' });
    expect(await pay('LATAM-3', good, { ...brazil, shopper: { countryId: 'MX' } })).toMatchObject({ status: 'REFUSED', reason: 'INVALID_CPF' });
    expect(await pay('LATAM-4', { ...good, instalments: 25 })).toMatchObject({ status: 'REFUSED', reason: 'INVALID_INSTALMENTS' });
    expect(await pay('LATAM-5', { ...good, statementNarrative: 'Vype-Brasil' })).toMatchObject({ status: 'REFUSED', reason: 'INVALID_STATEMENT_NARRATIVE' });
    expect(await pay('LATAM-6', { ...good, shippingFee: { value: 1990, currency: 'USD' } })).toMatchObject({
      status: 'REFUSED',
      reason: 'INVALID_SHIPPING_FEE',
    });
    const { cpf: _cpf, ...mexico } = good;
    expect(await pay('LATAM-7', { instalments: 6 }, { ...brazil, amount: { value: 24900, currency: 'MXN' }, shopper: { countryId: 'MX' } })).toMatchObject({
      status: 'AUTHORISED',
    });
    expect(await pay('LATAM-8', mexico, { ...brazil, shopper: { countryId: 'MX' } })).toMatchObject({ status: 'REFUSED', reason: 'INVALID_SHIPPING_FEE' });
  });

  it('posts device data to the shop’s origin only', async () => {
    expect((await app.inject('/worldpay/hostedpaymentpage/jwt?instrument=444433')).body).toContain('profile.completed');
    const page = await app.inject('/3ds/device-data?instrument=444433');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1];
    expect(page.body).toContain(`<script nonce="${nonce}">window.parent.postMessage(`);
    expect(page.body).toContain(`, "${SHOP}");`);
    expect(page.body).toMatch(/\\"MessageType\\":\\"profile.completed\\",\\"SessionId\\":\\"[0-9a-f-]{36}\\",\\"Status\\":true/);
  });

  it('retries a notification until the shop acknowledges it', async () => {
    acknowledge = false;
    const key = (await app.inject('/api/public-key')).json();
    const encryptedData = await encryptCard(key, {
      number: '4444333322221111',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 1),
    });
    await post('/api/payments', { ...base, orderCode: 'RETRY-1', instrument: { kind: 'card', encryptedData, cardholderName: 'Ada' } });
    await gateway.settled();
    expect(delivered).toHaveLength(5);
    expect(new Set(delivered.map((d) => d.body)).size).toBe(1);
  });
});

describe('a test holding the twin’s calls (onCall)', () => {
  it('is told each call with its order code when it arrives and once done, and holds the answer while it waits', async () => {
    const calls: SandboxCall[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const twin = await buildGatewayApp({
      baseUrl: 'http://localhost:3001',
      shopOrigin: SHOP,
      latencyMs: () => 0,
      outage: () => false,
      notificationSecret: SECRET,
      onCall: async (call) => {
        calls.push(call);
        if (call.operation === 'capture' && call.moment === 'done') await held;
      },
    });
    try {
      const key = (await twin.app.inject('/api/public-key')).json();
      const encryptedData = await encryptCard(key, {
        number: '4444333322221111',
        cvc: '123',
        expiryMonth: '12',
        expiryYear: String(new Date().getFullYear() + 1),
      });
      const call = (url: string, payload: object) => twin.app.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': `hold-key-${++n}` } });
      const { paymentId } = (
        await call('/api/payments', { ...base, orderCode: 'HOLD-1', instrument: { kind: 'card', encryptedData, cardholderName: 'Ada' } })
      ).json();
      let answered = false;
      const capture = call(`/api/payments/${paymentId}/capture`, { amount: base.amount }).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(calls.at(-1)).toEqual({ operation: 'capture', moment: 'done', orderCode: 'HOLD-1' }));
      // Done at the gateway, the answer not sent yet.
      expect(twin.gateway.ledger().find((p) => p.paymentId === paymentId)).toMatchObject({ status: 'CAPTURED', captured: 1500 });
      expect(answered).toBe(false);
      release();
      expect((await capture).json()).toMatchObject({ ok: true, status: 'CAPTURED' });
      expect(calls.map((c) => `${c.operation} ${c.moment} ${c.orderCode}`)).toEqual([
        'publicKey received undefined',
        'publicKey done undefined',
        'authorise received HOLD-1',
        'authorise done HOLD-1',
        'capture received HOLD-1',
        'capture done HOLD-1',
      ]);
    } finally {
      await twin.app.close();
    }
  });
});

describe('the twin’s latency (GATEWAY_SANDBOX_LATENCY_MS, read by the app’s root)', () => {
  it.each([
    [{ min: 0, max: 0 }, 0, 0],
    [{ min: 250, max: 250 }, 250, 250],
    [{ min: 100, max: 200 }, 100, 199],
  ])('%j', (range, low, high) => {
    for (let draw = 0; draw < 20; draw++) {
      const value = latencyWithin(range)();
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(low);
      expect(value).toBeLessThanOrEqual(high);
    }
  });
});
