import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createPayuClient, type PayUPort, PayuRequestError, PayuUnavailableError, SANDBOX_PAYU_CREDENTIALS } from './index';
import { type RunningPayuTwin, startPayuTwin } from './sandbox/app';

/**
 * The PayU port (the HTTP adapter the shop uses) against the sandbox twin over real HTTP: cards by token,
 * capture, void, refund, the queries and pricing APIs, and WebCheckout's page with its signed response and
 * confirmations, delivered to a small stand-in for the shop.
 */
describe('the PayU port against its sandbox twin', () => {
  let twin: RunningPayuTwin;
  let shop: Server;
  let shopOrigin = '';
  let payu: PayUPort;
  let outage = false;
  let latency = 0;
  const confirmations: URLSearchParams[] = [];
  const year = String(new Date().getUTCFullYear() + 1);

  beforeAll(async () => {
    shop = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.url === '/payu/confirmation') confirmations.push(new URLSearchParams(body));
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopOrigin = `http://127.0.0.1:${(shop.address() as { port: number }).port}`;
    twin = await startPayuTwin({ port: 0, shopOrigin, credentials: SANDBOX_PAYU_CREDENTIALS, latencyMs: () => latency, outage: () => outage, retryDelayMs: 0 });
    payu = createPayuClient({ baseUrl: twin.url, timeoutMs: 2_000, ...SANDBOX_PAYU_CREDENTIALS });
  });
  afterAll(async () => {
    await twin.close();
    shop.close();
  });
  beforeEach(() => {
    outage = false;
    latency = 0;
    confirmations.length = 0;
  });

  /** The browser's side: the card posted to PayU's tokenisation with the public key, from the shop's page. */
  async function tokenise(card: { number?: string; name?: string; securityCode?: string } = {}) {
    const { url, publicKey } = payu.tokenisation();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopOrigin },
      body: JSON.stringify({
        publicKey,
        card: {
          number: card.number ?? '4444333322221111',
          securityCode: card.securityCode ?? '123',
          expirationDate: `${year}/12`,
          name: card.name ?? 'Ana Souza',
        },
      }),
    });
    return {
      response,
      body: (await response.json()) as { code: string; creditCardToken?: { creditCardTokenId: string; maskedNumber: string; paymentMethod: string } },
    };
  }

  const brOrder = (reference: string, token: string, extra: object = {}) => ({
    accountId: '512327',
    reference,
    description: 'Vype order',
    amount: { value: 8890, currency: 'BRL' },
    token,
    network: 'VISA',
    country: 'BR',
    payer: { email: 'ana.souza@example.com', fullName: 'Ana Souza', taxNumber: '52998224725' },
    instalments: 3,
    shippingFee: { value: 1990, currency: 'BRL' },
    ...extra,
  });

  it('tokenises a card for the shop’s page only (CORS), and never answers the number', async () => {
    const { response, body } = await tokenise();
    expect(response.headers.get('access-control-allow-origin')).toBe(shopOrigin);
    expect(body.creditCardToken).toMatchObject({ maskedNumber: '444433******1111', paymentMethod: 'VISA' });
    expect(JSON.stringify(body)).not.toContain('4444333322221111');
    const preflight = await fetch(payu.tokenisation().url, { method: 'OPTIONS', headers: { origin: shopOrigin, 'access-control-request-method': 'POST' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, shopOrigin]);
    const refused = await fetch(payu.tokenisation().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ publicKey: 'wrong', card: {} }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await tokenise({ number: '4444333322221112' })).body.code).toBe('ERROR');
  });

  it('authorises with the CPF, 3 instalments and Brazil’s shipping value, captures, refunds, and answers the order by its reference', async () => {
    const token = (await tokenise()).body.creditCardToken!.creditCardTokenId;
    const authorised = await payu.authorise(brOrder('P1-1-1', token));
    expect(authorised.state).toBe('APPROVED');
    expect(twin.twin.order(Number(authorised.payuOrderId))!.card).toEqual({
      token,
      network: 'VISA',
      last4: '1111',
      instalments: 3,
      cpfGiven: true,
      shippingFee: { value: 1990, currency: 'BRL' },
    });
    // A retry of the same authorisation gets the first answer: one charge.
    expect(await payu.authorise(brOrder('P1-1-1', token))).toEqual(authorised);
    const ids = { payuOrderId: authorised.payuOrderId, transactionId: authorised.transactionId };
    expect(await payu.capture({ ...ids, amount: { value: 8890, currency: 'BRL' } })).toMatchObject({ ok: true });
    expect(await payu.void(ids)).toEqual({ ok: false, responseCode: 'TRANSACTION_CAPTURED' });
    expect(await payu.refund({ ...ids, reason: 'Order not written' })).toMatchObject({ ok: true });
    const inquiry = await payu.findByReference('P1-1-1');
    expect(inquiry).toMatchObject({ payuOrderId: authorised.payuOrderId, reference: 'P1-1-1' });
    expect(inquiry!.transactions.map((t) => [t.type, t.state, t.amount.value])).toEqual([
      ['AUTHORIZATION', 'APPROVED', 8890],
      ['CAPTURE', 'APPROVED', 8890],
      ['VOID', 'DECLINED', 8890],
      ['REFUND', 'APPROVED', 8890],
    ]);
    expect(await payu.findByReference('P-none')).toBeNull();
  });

  it('voids an authorisation; a voided one cannot be captured', async () => {
    const token = (await tokenise()).body.creditCardToken!.creditCardTokenId;
    const authorised = await payu.authorise(brOrder('P2-1-1', token));
    const ids = { payuOrderId: authorised.payuOrderId, transactionId: authorised.transactionId };
    expect(await payu.void(ids)).toMatchObject({ ok: true });
    expect(await payu.capture({ ...ids, amount: { value: 8890, currency: 'BRL' } })).toEqual({ ok: false, responseCode: 'TRANSACTION_VOIDED' });
  });

  it.each([
    ['REJECTED', 'DECLINED', 'PAYMENT_NETWORK_REJECTED'],
    ['INSUFFICIENT_FUNDS', 'DECLINED', 'INSUFFICIENT_FUNDS'],
    ['ERROR', 'ERROR', 'INTERNAL_PAYMENT_PROVIDER_ERROR'],
  ])('a card named %s is %s (%s)', async (name, state, responseCode) => {
    const token = (await tokenise({ name })).body.creditCardToken!.creditCardTokenId;
    expect(await payu.authorise(brOrder(`P3-${name}`, token))).toMatchObject({ state, responseCode });
  });

  it('holds the security code for one authorisation', async () => {
    const token = (await tokenise()).body.creditCardToken!.creditCardTokenId;
    expect((await payu.authorise(brOrder('P4-1-1', token))).state).toBe('APPROVED');
    expect(await payu.authorise(brOrder('P4-1-2', token))).toMatchObject({ state: 'DECLINED', responseCode: 'INVALID_CARD' });
  });

  it('refuses the request itself: an invalid CPF, instalments without a plan, a CPF or shipping value outside Brazil, another merchant’s key', async () => {
    const token = (await tokenise()).body.creditCardToken!.creditCardTokenId;
    await expect(payu.authorise(brOrder('P5-1', token, { payer: { email: 'a@example.com', fullName: 'A', taxNumber: '52998224724' } }))).rejects.toThrow(
      PayuRequestError,
    );
    await expect(payu.authorise(brOrder('P5-2', token, { instalments: 12 }))).rejects.toThrow(/installments/);
    const mx = { accountId: '512324', amount: { value: 34800, currency: 'MXN' }, country: 'MX', instalments: 1 };
    await expect(payu.authorise(brOrder('P5-3', token, { ...mx, shippingFee: undefined }))).rejects.toThrow(/dniNumber/);
    await expect(payu.authorise(brOrder('P5-4', token, { ...mx, payer: { email: 'a@example.com', fullName: 'A' } }))).rejects.toThrow(/shipping/);
    const stranger = createPayuClient({ baseUrl: twin.url, ...SANDBOX_PAYU_CREDENTIALS, apiKey: 'another-key' });
    await expect(stranger.authorise(brOrder('P5-5', token))).rejects.toThrow(PayuRequestError);
    await expect(stranger.instalmentPlans({ accountId: '512327', amount: { value: 8890, currency: 'BRL' } })).rejects.toThrow(PayuRequestError);
  });

  it('answers the interest-free instalment plans an amount allows in the account’s country', async () => {
    const br = await payu.instalmentPlans({ accountId: '512327', amount: { value: 8890, currency: 'BRL' }, network: 'VISA' });
    expect(br.map((p) => p.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(br[2]).toEqual({ count: 3, total: 8890, instalmentAmount: 2964 });
    const mx = await payu.instalmentPlans({ accountId: '512324', amount: { value: 34800, currency: 'MXN' } });
    expect(mx.map((p) => p.count)).toEqual([1, 3]);
    await expect(payu.instalmentPlans({ accountId: '512324', amount: { value: 100, currency: 'BRL' } })).rejects.toThrow(PayuRequestError);
  });

  it('is unavailable in an outage and when it answers too late', async () => {
    outage = true;
    await expect(payu.findByReference('P1-1-1')).rejects.toThrow(PayuUnavailableError);
    outage = false;
    latency = 2_500;
    await expect(payu.findByReference('P1-1-1')).rejects.toThrow(new PayuUnavailableError('timeout'));
  });

  describe('WebCheckout', () => {
    const order = (reference: string, extra: object = {}) => ({
      accountId: '512324',
      reference,
      description: 'Vype order',
      amount: { value: 34800, currency: 'MXN' },
      buyer: { email: 'lucia@example.com', fullName: 'Lucía Hernández' },
      methods: ['OXXO', 'SPEI'],
      responseUrl: `${shopOrigin}/payu/response`,
      confirmationUrl: `${shopOrigin}/payu/confirmation`,
      ...extra,
    });

    /** The browser: posts the shop's form, lands on PayU's page; answers the page's address and HTML. */
    async function openPage(reference: string, extra: object = {}) {
      const { action, fields } = payu.webCheckoutForm(order(reference, extra));
      const posted = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
      expect(posted.status).toBe(303);
      const pageUrl = new URL(posted.headers.get('location')!, twin.url).toString();
      return { pageUrl, html: await (await fetch(pageUrl)).text() };
    }
    const choose = async (pageUrl: string, body: Record<string, string>) =>
      fetch(pageUrl, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual' });
    const queryOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

    it('pays at once with SPEI: a signed response back to the shop and a signed confirmation', async () => {
      const { pageUrl, html } = await openPage('W101');
      expect(html).toContain('<legend>Choose how to pay</legend>');
      expect(html).toContain('<label for="method-SPEI">SPEI bank transfer</label>');
      expect(html).not.toContain('method-PIX');
      const paid = await choose(pageUrl, { action: 'pay', method: 'SPEI' });
      const location = paid.headers.get('location')!;
      expect(location.startsWith(`${shopOrigin}/payu/response?`)).toBe(true);
      expect(payu.verifyResponse(queryOf(location))).toMatchObject({
        reference: 'W101',
        state: 'APPROVED',
        stateCode: '4',
        amount: { value: 34800, currency: 'MXN' },
        method: 'SPEI',
        responseCode: 'APPROVED',
      });
      await twin.twin.settled();
      expect(confirmations).toHaveLength(1);
      expect(payu.verifyConfirmation(Object.fromEntries(confirmations[0]))).toMatchObject({
        reference: 'W101',
        state: 'APPROVED',
        amount: { value: 34800, currency: 'MXN' },
      });
      // The page is done: a second choice is refused.
      expect((await choose(pageUrl, { action: 'pay', method: 'SPEI' })).status).toBe(409);
    });

    it('answers an OXXO voucher as pending, and confirms once it is paid', async () => {
      const { pageUrl } = await openPage('W102');
      const voucher = await choose(pageUrl, { action: 'pay', method: 'OXXO' });
      expect(voucher.status).toBe(303);
      const html = await (await fetch(new URL(voucher.headers.get('location')!, twin.url))).text();
      expect(html).toContain('Your OXXO voucher');
      const back = /href="([^"]+)">Return to the shop/.exec(html)![1].replace(/&#38;/g, '&');
      expect(payu.verifyResponse(queryOf(back))).toMatchObject({ state: 'PENDING', stateCode: '7' });
      await twin.twin.settled();
      expect(confirmations).toHaveLength(0);
      const pageId = pageUrl.split('/').at(-1)!;
      expect(
        (await fetch(`${twin.url}/ppp-web-gateway-payu/voucher/${pageId}`, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }) })).status,
      ).toBe(200);
      await twin.twin.settled();
      expect(payu.verifyConfirmation(Object.fromEntries(confirmations[0]))).toMatchObject({ state: 'APPROVED', reference: 'W102' });
    });

    it('answers a cancel as declined (abandoned), and a buyer named REJECTED as declined', async () => {
      const cancelled = await choose((await openPage('W103')).pageUrl, { action: 'cancel' });
      expect(payu.verifyResponse(queryOf(cancelled.headers.get('location')!))).toMatchObject({ state: 'DECLINED', responseCode: 'ABANDONED_TRANSACTION' });
      const rejected = await choose((await openPage('W104', { buyer: { email: 'r@example.com', fullName: 'REJECTED Buyer' } })).pageUrl, {
        action: 'pay',
        method: 'OXXO',
      });
      expect(payu.verifyResponse(queryOf(rejected.headers.get('location')!))).toMatchObject({ state: 'DECLINED', responseCode: 'PAYMENT_NETWORK_REJECTED' });
    });

    it('checks every signature: a tampered response or confirmation is not PayU’s', async () => {
      const paid = await choose((await openPage('W105')).pageUrl, { action: 'pay', method: 'SPEI' });
      const query = queryOf(paid.headers.get('location')!);
      expect(payu.verifyResponse(query)).not.toBeNull();
      expect(payu.verifyResponse({ ...query, transactionState: '6' })).toBeNull();
      expect(payu.verifyResponse({ ...query, referenceCode: 'W999' })).toBeNull();
      expect(payu.verifyResponse({ ...query, TX_VALUE: '1.00' })).toBeNull();
      expect(payu.verifyResponse({ ...query, merchantId: '1' })).toBeNull();
      expect(payu.verifyResponse({ ...query, signature: undefined })).toBeNull();
      await twin.twin.settled();
      const confirmation = Object.fromEntries(confirmations.at(-1)!);
      expect(payu.verifyConfirmation({ ...confirmation, value: '3.00' })).toBeNull();
      expect(payu.verifyConfirmation({ ...confirmation, state_pol: '4', sign: 'f'.repeat(64) })).toBeNull();
    });

    it('refuses an order whose signature, methods or pages are not the shop’s', async () => {
      const { action, fields } = payu.webCheckoutForm(order('W106'));
      const tampered = await fetch(action, { method: 'POST', body: new URLSearchParams({ ...fields, amount: '1.00' }), redirect: 'manual' });
      expect([tampered.status, await tampered.text()]).toEqual([400, expect.stringContaining('Invalid signature.')]);
      const elsewhere = payu.webCheckoutForm(order('W107', { responseUrl: 'https://elsewhere.example/back' }));
      expect((await fetch(elsewhere.action, { method: 'POST', body: new URLSearchParams(elsewhere.fields), redirect: 'manual' })).status).toBe(400);
      const none = payu.webCheckoutForm(order('W108', { methods: ['NOPE'] }));
      expect((await fetch(none.action, { method: 'POST', body: new URLSearchParams(none.fields), redirect: 'manual' })).status).toBe(400);
    });
  });
});
