import { encryptCard } from '../domain/card-encryption';
import { passesLuhn } from '../domain/cards/card-types';
import { createHttpGateway } from './http';
import { signBody } from './notifications';
import { type AuthoriseRequest, GatewayRequestError, GatewayUnavailableError, IdempotencyConflictError, type PaymentGatewayPort } from './port';
import { type RunningGateway, startSandboxGateway } from './sandbox/app';
import { createSandboxGateway, type SandboxGateway } from './sandbox/gateway';
import { TEST_CARDS } from './sandbox/test-data';

const SECRET = 'contract-secret';
let outage = false;
const sandboxOptions = { latencyMs: () => 0, outage: () => outage, notificationSecret: SECRET };

let sequence = 0;
const key = () => `contract-${process.pid}-${++sequence}`;

/** What any adapter of the gateway must do: run on the twin in process and through the HTTP adapter against the twin on its own port. */
function gatewayContract(name: string, make: () => PaymentGatewayPort) {
  describe(`payment gateway contract: ${name}`, () => {
    let gateway: PaymentGatewayPort;
    beforeAll(() => {
      gateway = make();
    });
    afterEach(() => {
      outage = false;
    });

    async function cardRequest(number: string, cardholderName = 'Ada Lovelace', changes: Partial<AuthoriseRequest> = {}): Promise<AuthoriseRequest> {
      const encryptedData = await encryptCard(await gateway.publicKey(), {
        number,
        cvc: number.length === 15 ? '1234' : '123',
        expiryMonth: '12',
        expiryYear: String(new Date().getFullYear() + 2),
      });
      return {
        orderCode: `ORD-${++sequence}`,
        idempotencyKey: key(),
        amount: { value: 2599, currency: 'GBP' },
        instrument: { kind: 'card', encryptedData, cardholderName },
        shopper: { email: 'ada@example.com', countryId: 'GB' },
        resultUrl: 'http://localhost:3000/worldpay/redirectresult',
        ...changes,
      };
    }

    it('authorises the public test cards, answering only the last four digits and the type', async () => {
      for (const [number, type] of [
        ['4444333322221111', 'VI'],
        ['5555555555554444', 'MC'],
        ['343434343434343', 'AE'],
      ]) {
        const result = await gateway.authorise(await cardRequest(number));
        expect(result).toMatchObject({ status: 'AUTHORISED', card: { last4: number.slice(-4), type } });
        expect(JSON.stringify(result)).not.toContain(number);
      }
    });

    it('answers a retried authorise with its first result, and refuses the key for another request', async () => {
      const request = await cardRequest('4444333322221111');
      const first = await gateway.authorise(request);
      const again = await gateway.authorise(request);
      expect(again).toEqual(first);
      await expect(gateway.authorise({ ...request, amount: { value: 1, currency: 'GBP' } })).rejects.toBeInstanceOf(IdempotencyConflictError);
    });

    it('answers an order inquiry with the latest payment of the order code, and null for one it does not know', async () => {
      const request = await cardRequest('5555555555554444');
      expect(await gateway.findPayment(request.orderCode)).toBeNull();
      const authorised = await gateway.authorise(request);
      expect(await gateway.findPayment(request.orderCode)).toEqual({
        paymentId: authorised.paymentId,
        orderCode: request.orderCode,
        status: 'AUTHORISED',
        amount: { value: 2599, currency: 'GBP' },
        card: { last4: '4444', type: 'MC' },
      });
      await gateway.void({ paymentId: authorised.paymentId, idempotencyKey: key() });
      expect(await gateway.findPayment(request.orderCode)).toMatchObject({ paymentId: authorised.paymentId, status: 'CANCELLED' });
    });

    it('refuses or errors by cardholder name, refuses cards it does not know and blobs it cannot read', async () => {
      expect(await gateway.authorise(await cardRequest('4444333322221111', 'REFUSED'))).toMatchObject({ status: 'REFUSED', reason: 'REFUSED' });
      expect(await gateway.authorise(await cardRequest('4444333322221111', 'error'))).toMatchObject({ status: 'ERROR' });
      expect(await gateway.authorise(await cardRequest('4111111111111111'))).toMatchObject({ status: 'REFUSED', reason: 'CARD_NOT_RECOGNISED' });
      const forged = await cardRequest('4444333322221111', 'Ada', { instrument: { kind: 'card', encryptedData: 'v1.other.AAAA', cardholderName: 'Ada' } });
      expect(await gateway.authorise(forged)).toMatchObject({ status: 'ERROR', reason: 'INVALID_ENCRYPTED_DATA' });
    });

    it('issues a token for a card saved at authorise, and pays with the token and the CVV again', async () => {
      const saved = await gateway.authorise(await cardRequest('5555555555554444', 'Ada Lovelace', { saveCard: true }));
      expect(saved).toMatchObject({
        status: 'AUTHORISED',
        savedCard: { token: expect.stringMatching(/^tok_[a-f0-9]{24}$/), last4: '4444', type: 'MC', expiryMonth: 12, cardholderName: 'Ada Lovelace' },
      });
      expect(JSON.stringify(saved)).not.toContain('5555555555554444');
      const token = saved.status === 'AUTHORISED' ? saved.savedCard!.token : '';
      const base = await cardRequest('5555555555554444');
      expect(await gateway.authorise({ ...base, instrument: { kind: 'token', token, cvc: '321' } })).toMatchObject({
        status: 'AUTHORISED',
        card: { last4: '4444', type: 'MC' },
      });
      expect(await gateway.authorise({ ...base, idempotencyKey: key(), instrument: { kind: 'token', token, cvc: '32' } })).toMatchObject({
        status: 'REFUSED',
        reason: 'CVC_INVALID',
      });
      expect(await gateway.authorise({ ...base, idempotencyKey: key(), instrument: { kind: 'token', token: 'tok_unknown', cvc: '321' } })).toMatchObject({
        status: 'REFUSED',
        reason: 'TOKEN_NOT_RECOGNISED',
      });
      // Without saveCard no token is issued.
      expect(await gateway.authorise(await cardRequest('5555555555554444'))).not.toHaveProperty('savedCard');
    });

    it('answers the scheme’s transaction id to a stored credential’s first authorisation, and to no other', async () => {
      const first = await gateway.authorise(await cardRequest('4444333322221111', 'Ada Lovelace', { saveCard: true, storedCredentials: { usage: 'FIRST' } }));
      expect(first).toMatchObject({
        status: 'AUTHORISED',
        schemeTransactionId: expect.stringMatching(/^\d{15}$/),
        savedCard: { token: expect.stringMatching(/^tok_/) },
      });
      expect(await gateway.authorise(await cardRequest('4444333322221111', 'Ada Lovelace', { saveCard: true }))).not.toHaveProperty('schemeTransactionId');
      expect(await gateway.authorise(await cardRequest('4444333322221111'))).not.toHaveProperty('schemeTransactionId');
    });

    it('answers the saved card and the scheme reference of a first payment to an order inquiry (for an answer that was lost), and the token that paid', async () => {
      const request = await cardRequest('4444333322221111', 'Ada Lovelace', { saveCard: true, storedCredentials: { usage: 'FIRST' } });
      const first = await gateway.authorise(request);
      if (first.status !== 'AUTHORISED') throw new Error('not authorised');
      expect(await gateway.findPayment(request.orderCode)).toMatchObject({
        status: 'AUTHORISED',
        savedCard: first.savedCard,
        schemeTransactionId: first.schemeTransactionId,
      });
      const withToken = { ...(await cardRequest('4444333322221111')), instrument: { kind: 'token' as const, token: first.savedCard!.token, cvc: '123' } };
      await gateway.authorise(withToken);
      const paid = await gateway.findPayment(withToken.orderCode);
      expect(paid).toMatchObject({ status: 'AUTHORISED', savedCard: { token: first.savedCard!.token, last4: '1111', type: 'VI' } });
      expect(paid).not.toHaveProperty('schemeTransactionId');
    });

    it('charges a saved card merchant-initiated (no CVV) against its first payment’s scheme reference, once per key', async () => {
      const first = await gateway.authorise(await cardRequest('5555555555554444', 'Ada Lovelace', { saveCard: true, storedCredentials: { usage: 'FIRST' } }));
      if (first.status !== 'AUTHORISED') throw new Error('not authorised');
      const renewal = {
        orderCode: `REN-${++sequence}`,
        idempotencyKey: key(),
        amount: { value: 1798, currency: 'GBP' },
        token: first.savedCard!.token,
        schemeTransactionId: first.schemeTransactionId!,
      };
      const charged = await gateway.merchantInitiatedPayment(renewal);
      expect(charged).toEqual({
        status: 'CAPTURED',
        paymentId: expect.stringMatching(/^pay_/),
        amount: { value: 1798, currency: 'GBP' },
        card: { last4: '4444', type: 'MC' },
      });
      expect(await gateway.merchantInitiatedPayment(renewal)).toEqual(charged);
      await expect(gateway.merchantInitiatedPayment({ ...renewal, amount: { value: 1, currency: 'GBP' } })).rejects.toBeInstanceOf(IdempotencyConflictError);
      expect(await gateway.findPayment(renewal.orderCode)).toMatchObject({
        paymentId: charged.paymentId,
        status: 'CAPTURED',
        amount: { value: 1798, currency: 'GBP' },
      });
      // A renewal charged in error is given back like any captured payment.
      expect(await gateway.refund({ paymentId: charged.paymentId, idempotencyKey: key(), amount: { value: 1798, currency: 'GBP' } })).toMatchObject({
        ok: true,
        status: 'REFUNDED',
      });
    });

    it('refuses a merchant-initiated payment without the card’s own scheme reference, or with a token it does not know', async () => {
      const first = await gateway.authorise(await cardRequest('4444333322221111', 'Ada Lovelace', { saveCard: true, storedCredentials: { usage: 'FIRST' } }));
      const savedOnly = await gateway.authorise(await cardRequest('4444333322221111', 'Ada Lovelace', { saveCard: true }));
      if (first.status !== 'AUTHORISED' || savedOnly.status !== 'AUTHORISED') throw new Error('not authorised');
      const renewal = (changes: object) => ({
        orderCode: `REN-${++sequence}`,
        idempotencyKey: key(),
        amount: { value: 1798, currency: 'GBP' },
        token: first.savedCard!.token,
        schemeTransactionId: first.schemeTransactionId!,
        ...changes,
      });
      expect(await gateway.merchantInitiatedPayment(renewal({ schemeTransactionId: '123456789012345' }))).toMatchObject({
        status: 'REFUSED',
        reason: 'SCHEME_TRANSACTION_ID_MISMATCH',
      });
      expect(await gateway.merchantInitiatedPayment(renewal({ token: savedOnly.savedCard!.token }))).toMatchObject({
        status: 'REFUSED',
        reason: 'NO_STORED_CREDENTIAL_AGREEMENT',
      });
      expect(await gateway.merchantInitiatedPayment(renewal({ token: 'tok_unknown' }))).toMatchObject({ status: 'REFUSED', reason: 'TOKEN_NOT_RECOGNISED' });
      const refusal = renewal({ schemeTransactionId: '123456789012345' });
      const refused = await gateway.merchantInitiatedPayment(refusal);
      expect(await gateway.findPayment(refusal.orderCode)).toMatchObject({ paymentId: refused.paymentId, status: 'REFUSED' });
      outage = true;
      await expect(gateway.merchantInitiatedPayment(renewal({}))).rejects.toBeInstanceOf(GatewayUnavailableError);
    });

    it('knows the demo saved card’s token from its start', async () => {
      const base = await cardRequest('4444333322221111');
      expect(await gateway.authorise({ ...base, instrument: { kind: 'token', token: 'tok_sandbox_jane_visa_1111', cvc: '123' } })).toMatchObject({
        status: 'AUTHORISED',
        card: { last4: '1111', type: 'VI' },
      });
    });

    it('asks for a 3-D Secure challenge for the challenge card', async () => {
      const challenge = TEST_CARDS.find((c) => c.challenge)!;
      expect(passesLuhn(challenge.number)).toBe(true);
      const result = await gateway.authorise(await cardRequest(challenge.number));
      expect(result).toMatchObject({ status: 'REDIRECT', card: { last4: '1091' } });
      expect(result.status === 'REDIRECT' && result.redirectUrl).toMatch(/^https?:\/\/[^/]+\/3ds\/challenge\/pay_/);
    });

    it('sends alternative methods to the gateway’s page', async () => {
      const request = { ...(await cardRequest('4444333322221111')), instrument: { kind: 'apm' as const, type: 'IDEAL-SSL', bank: 'ING' } };
      const result = await gateway.authorise(request);
      expect(result.status === 'REDIRECT' && result.redirectUrl).toMatch(/\/apm\/pay_/);
    });

    it('opens a hosted payment page once per idempotency key', async () => {
      const request = {
        orderCode: `HPP-${++sequence}`,
        idempotencyKey: key(),
        amount: { value: 1200, currency: 'EUR' },
        shopper: {},
        resultUrl: 'http://localhost:3000/worldpay/redirectresult',
      };
      const page = await gateway.hostedPage(request);
      expect(page.redirectUrl).toMatch(/^https?:\/\/[^/]+\/hpp\/pay_/);
      expect(await gateway.hostedPage(request)).toEqual(page);
    });

    it('captures up to the authorised amount once, refunds up to the captured amount, voids an authorisation', async () => {
      const authorised = await gateway.authorise(await cardRequest('5555555555554444'));
      const paymentId = authorised.paymentId;
      expect(await gateway.refund({ paymentId, idempotencyKey: key(), amount: { value: 100, currency: 'GBP' } })).toMatchObject({ ok: false });
      expect(await gateway.capture({ paymentId, idempotencyKey: key(), amount: { value: 9999, currency: 'GBP' } })).toMatchObject({
        ok: false,
        reason: 'INVALID_AMOUNT',
      });
      const captureKey = key();
      expect(await gateway.capture({ paymentId, idempotencyKey: captureKey, amount: { value: 2599, currency: 'GBP' } })).toMatchObject({
        ok: true,
        status: 'CAPTURED',
      });
      // A retried capture answers the same; a second capture is refused.
      expect(await gateway.capture({ paymentId, idempotencyKey: captureKey, amount: { value: 2599, currency: 'GBP' } })).toMatchObject({
        ok: true,
        status: 'CAPTURED',
      });
      expect(await gateway.capture({ paymentId, idempotencyKey: key(), amount: { value: 2599, currency: 'GBP' } })).toMatchObject({ ok: false });
      expect(await gateway.refund({ paymentId, idempotencyKey: key(), amount: { value: 599, currency: 'GBP' } })).toMatchObject({
        ok: true,
        status: 'REFUNDED',
      });
      expect(await gateway.refund({ paymentId, idempotencyKey: key(), amount: { value: 2001, currency: 'GBP' } })).toMatchObject({
        ok: false,
        reason: 'INVALID_AMOUNT',
      });
      expect(await gateway.void({ paymentId, idempotencyKey: key() })).toMatchObject({ ok: false });

      const other = await gateway.authorise(await cardRequest('4444333322221111'));
      expect(await gateway.void({ paymentId: other.paymentId, idempotencyKey: key() })).toMatchObject({ ok: true, status: 'CANCELLED' });
      expect(await gateway.capture({ paymentId: 'pay_unknown', idempotencyKey: key(), amount: { value: 1, currency: 'GBP' } })).toMatchObject({
        ok: false,
        reason: 'UNKNOWN_PAYMENT',
      });
    });

    it('accepts only notifications signed with the shared secret over the exact body', () => {
      const body = JSON.stringify({ notificationId: 'n-1', orderCode: 'ORD-1', paymentId: 'pay_1', status: 'CAPTURED', occurredAt: '2026-11-25T12:00:00Z' });
      expect(gateway.verifyNotification(body, signBody(SECRET, body))).toMatchObject({ notificationId: 'n-1', status: 'CAPTURED' });
      expect(gateway.verifyNotification(body, signBody('wrong', body))).toBeNull();
      expect(gateway.verifyNotification(body.replace('CAPTURED', 'REFUNDED'), signBody(SECRET, body))).toBeNull();
      expect(gateway.verifyNotification(body, undefined)).toBeNull();
    });

    it('fails as unavailable during an outage', async () => {
      const request = await cardRequest('4444333322221111');
      outage = true;
      await expect(gateway.authorise(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
      outage = false;
      // Nothing was charged: the same key authorises now.
      expect(await gateway.authorise(request)).toMatchObject({ status: 'AUTHORISED' });
    });
  });
}

let inProcess: SandboxGateway;
beforeAll(async () => {
  inProcess = await createSandboxGateway({ ...sandboxOptions, baseUrl: 'http://gateway.test' });
});
gatewayContract('sandbox in process', () => inProcess);

let running: RunningGateway;
beforeAll(async () => {
  running = await startSandboxGateway({ ...sandboxOptions, shopOrigin: 'http://localhost:3000', port: 0, apiKey: 'merchant-key' });
});
afterAll(() => running.close());
gatewayContract('HTTP adapter against the twin on its own port', () =>
  createHttpGateway({ baseUrl: running.url, notificationSecret: SECRET, apiKey: 'merchant-key' }),
);

it('refuses a renewal of a saved card that has expired since, or that the twin steers to a refusal by its name', async () => {
  const encryptedData = await encryptCard(await inProcess.publicKey(), {
    number: '4444333322221111',
    cvc: '123',
    expiryMonth: '12',
    expiryYear: String(new Date().getFullYear() + 2),
  });
  const first = await inProcess.authorise({
    orderCode: `ORD-${++sequence}`,
    idempotencyKey: key(),
    amount: { value: 2599, currency: 'GBP' },
    instrument: { kind: 'card', encryptedData, cardholderName: 'Ada Lovelace' },
    shopper: {},
    resultUrl: 'http://localhost:3000/worldpay/redirectresult',
    saveCard: true,
    storedCredentials: { usage: 'FIRST' },
  });
  if (first.status !== 'AUTHORISED') throw new Error('not authorised');
  const saved = inProcess.savedCard(first.savedCard!.token)!;
  const renewal = () => ({
    orderCode: `REN-${++sequence}`,
    idempotencyKey: key(),
    amount: { value: 1798, currency: 'GBP' },
    token: first.savedCard!.token,
    schemeTransactionId: first.schemeTransactionId!,
  });
  saved.cardholderName = 'REFUSED';
  expect(await inProcess.merchantInitiatedPayment(renewal())).toMatchObject({ status: 'REFUSED', reason: 'REFUSED' });
  saved.cardholderName = 'ERROR';
  expect(await inProcess.merchantInitiatedPayment(renewal())).toMatchObject({ status: 'ERROR', reason: 'ERROR' });
  saved.cardholderName = 'Ada Lovelace';
  saved.expiryYear = new Date().getFullYear() - 1;
  expect(await inProcess.merchantInitiatedPayment(renewal())).toMatchObject({ status: 'REFUSED', reason: 'CARD_EXPIRED' });
});

it('keeps a challenged card and begins its stored credential only once the shopper passes the challenge', async () => {
  const challenged = async () => {
    const encryptedData = await encryptCard(await inProcess.publicKey(), {
      number: '4000000000001091',
      cvc: '123',
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 2),
    });
    const request: AuthoriseRequest = {
      orderCode: `ORD-${++sequence}`,
      idempotencyKey: key(),
      amount: { value: 2599, currency: 'GBP' },
      instrument: { kind: 'card', encryptedData, cardholderName: 'Ada Lovelace' },
      shopper: {},
      resultUrl: 'http://localhost:3000/worldpay/threedsecure/auth',
      saveCard: true,
      storedCredentials: { usage: 'FIRST' },
    };
    const result = await inProcess.authorise(request);
    expect(result).toMatchObject({ status: 'REDIRECT' });
    expect(result).not.toHaveProperty('savedCard');
    expect(await inProcess.findPayment(request.orderCode)).not.toHaveProperty('savedCard');
    return { request, paymentId: result.paymentId };
  };
  const passed = await challenged();
  await inProcess.completePage(passed.paymentId, 'success');
  const found = await inProcess.findPayment(passed.request.orderCode);
  expect(found).toMatchObject({
    status: 'AUTHORISED',
    savedCard: { token: expect.stringMatching(/^tok_/), last4: '1091' },
    schemeTransactionId: expect.stringMatching(/^\d{15}$/),
  });
  expect(inProcess.savedCard(found!.savedCard!.token)).toMatchObject({ schemeTransactionId: found!.schemeTransactionId });
  const failed = await challenged();
  await inProcess.completePage(failed.paymentId, 'failure');
  const refused = await inProcess.findPayment(failed.request.orderCode);
  expect(refused).toMatchObject({ status: 'REFUSED' });
  expect(refused).not.toHaveProperty('savedCard');
});

it('refuses calls without the merchant’s key', async () => {
  const gateway = createHttpGateway({ baseUrl: running.url, notificationSecret: SECRET, apiKey: 'guessed' });
  await expect(gateway.publicKey()).rejects.toThrow('Payment gateway refused the merchant credentials: HTTP 401');
  await expect(gateway.publicKey()).rejects.toBeInstanceOf(GatewayRequestError);
  const response = await fetch(`${running.url}/api/public-key`);
  expect([response.status, await response.json()]).toEqual([401, { message: 'The merchant credentials are not valid.', parameters: [] }]);
});

it('finds an unreachable gateway unavailable', async () => {
  const gateway = createHttpGateway({ baseUrl: 'http://127.0.0.1:9', notificationSecret: SECRET, timeoutMs: 2_000 });
  await expect(gateway.publicKey()).rejects.toBeInstanceOf(GatewayUnavailableError);
});
