import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from './app';
import type { SandboxGateway } from './gateway';

const TWIN = 'http://localhost:3001';
let app: FastifyInstance;
let gateway: SandboxGateway;

beforeAll(async () => {
  ({ app, gateway } = await buildGatewayApp({
    baseUrl: TWIN,
    shopOrigin: 'http://localhost:3000',
    latencyMs: () => 0,
    outage: () => false,
    notificationSecret: 'twin-secret',
  }));
});
afterAll(() => app.close());

describe('the sandbox wallet’s pages on the twin’s origin', () => {
  it('names its payment method manifest in a Link header and serves it: its web app is the default application', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/wallet/pay' });
    expect([head.statusCode, head.headers.link]).toEqual([200, `<${TWIN}/wallet/payment-manifest.json>; rel="payment-method-manifest"`]);
    for (const url of ['/wallet/pay', '/wallet/payment-manifest.json']) {
      expect((await app.inject(url)).json()).toEqual({ default_applications: [`${TWIN}/wallet/manifest.json`] });
    }
  });

  it('serves its web app manifest with its icon and service worker, scoped to the wallet', async () => {
    const manifest = await app.inject('/wallet/manifest.json');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toEqual({
      name: 'Sandbox wallet',
      short_name: 'Sandbox wallet',
      icons: [{ src: `${TWIN}/wallet/icon.png`, sizes: '1x1', type: 'image/png' }],
      serviceworker: { src: `${TWIN}/wallet/sw.js`, scope: `${TWIN}/wallet/`, use_cache: false },
    });
    const icon = await app.inject('/wallet/icon.png');
    expect([icon.headers['content-type'], icon.rawPayload.subarray(1, 4).toString()]).toEqual(['image/png', 'PNG']);
    const worker = await app.inject('/wallet/sw.js');
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.body).toContain("self.addEventListener('paymentrequest'");
    expect(worker.body).toContain(`event.openWindow("${TWIN}/wallet/sheet")`);
  });

  it('serves the sheet with its cards, scripts allowed only by the page’s nonce, and never in a frame', async () => {
    const sheet = await app.inject('/wallet/sheet');
    const csp = String(sheet.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(sheet.body).toContain(`<script nonce="${nonce}">`);
    expect(sheet.body).toContain('<label for="card-visa-0002">Visa •••• 0002 (the bank declines it)</label>');
    expect(sheet.body).toContain('<legend>Pay with</legend>');
  });

  it('signs a token for a card of the wallet and the amount the shopper confirmed, in the currency’s minor units', async () => {
    const paid = await app.inject({ method: 'POST', url: '/wallet/tokens', payload: { card: 'mastercard-4444', amount: '15.97', currency: 'GBP' } });
    expect(paid.json()).toEqual({
      token: expect.stringMatching(/^wt1\.[\w-]+\.[\w-]{43}$/),
      network: 'MASTERCARD',
      last4: '4444',
      description: 'Mastercard •••• 4444',
    });
    const request = { orderCode: 'W1-1-1', idempotencyKey: 'wallet-route-1', amount: { value: 1597, currency: 'GBP' }, shopper: {} };
    expect(await gateway.authoriseWallet({ ...request, wallet: { token: paid.json().token, network: 'MASTERCARD', last4: '4444' } })).toMatchObject({
      status: 'AUTHORISED',
    });
    const pesos = await app.inject({ method: 'POST', url: '/wallet/tokens', payload: { card: 'visa-1111', amount: '2999', currency: 'CLP' } });
    const claims = JSON.parse(Buffer.from(pesos.json().token.split('.')[1], 'base64url').toString());
    expect(claims.amount).toEqual({ value: 2999, currency: 'CLP' });
  });

  it.each([
    ['a card the wallet does not hold', { card: 'visa-9999', amount: '15.97', currency: 'GBP' }],
    ['more decimals than the currency has', { card: 'visa-1111', amount: '15.975', currency: 'GBP' }],
    ['decimals in a currency without them', { card: 'visa-1111', amount: '29.99', currency: 'CLP' }],
    ['no amount to pay', { card: 'visa-1111', amount: '0.00', currency: 'GBP' }],
    ['a currency that is none', { card: 'visa-1111', amount: '15.97', currency: 'XYZ1' }],
  ])('refuses a token for %s', async (_, payload) => {
    const refused = await app.inject({ method: 'POST', url: '/wallet/tokens', payload });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'The request is not valid.', parameters: [] }]);
  });
});
