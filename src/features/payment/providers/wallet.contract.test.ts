import { createHttpGateway } from './http';
import { GatewayUnavailableError, type PaymentGatewayPort, type WalletAuthoriseRequest } from './port';
import { type RunningGateway, startSandboxGateway } from './sandbox/app';
import { createSandboxGateway, type SandboxGateway } from './sandbox/gateway';
import { findWalletCard } from './sandbox/test-data';
import { WALLET_TOKEN_LIFETIME_MS } from './sandbox/wallet-tokens';

const SECRET = 'contract-secret';
let outage = false;
let now = Date.parse('2026-11-29T10:00:00Z');
const sandboxOptions = { latencyMs: () => 0, outage: () => outage, notificationSecret: SECRET, clock: { now: () => new Date(now) } };

let sequence = 0;
const key = () => `wallet-contract-${process.pid}-${++sequence}`;
const GBP = (value: number) => ({ value, currency: 'GBP' });

/** What any adapter of the gateway must do with wallet tokens, on the twin in process and through the HTTP adapter against the twin on its own port. */
function walletContract(name: string, make: () => { gateway: PaymentGatewayPort; twin: SandboxGateway }) {
  describe(`wallet payments at the gateway: ${name}`, () => {
    let gateway: PaymentGatewayPort;
    let twin: SandboxGateway;
    beforeAll(() => {
      ({ gateway, twin } = make());
    });
    afterEach(() => {
      outage = false;
    });

    /** A token from the twin's wallet for one of its cards, and the authorise that presents it. */
    function walletRequest(cardId = 'visa-1111', amount = GBP(1597), changes: Partial<WalletAuthoriseRequest> = {}): WalletAuthoriseRequest {
      const card = findWalletCard(cardId)!;
      return {
        orderCode: `W-${++sequence}`,
        idempotencyKey: key(),
        amount,
        wallet: { token: twin.issueWalletToken(card, amount), network: card.network, last4: card.last4 },
        shopper: { email: 'ada@example.com', countryId: 'GB' },
        ...changes,
      };
    }

    it('authorises a token for its amount, answering the card’s network and last four digits', async () => {
      const request = walletRequest('mastercard-4444');
      const result = await gateway.authoriseWallet(request);
      expect(result).toEqual({ status: 'AUTHORISED', paymentId: expect.stringMatching(/^pay_/), card: { type: 'MASTERCARD', last4: '4444' } });
      expect(await gateway.findPayment(request.orderCode)).toEqual({
        paymentId: result.paymentId,
        orderCode: request.orderCode,
        status: 'AUTHORISED',
        amount: GBP(1597),
        card: { type: 'MASTERCARD', last4: '4444' },
      });
    });

    it('answers a retried authorise with its first result, and refuses the same token presented again', async () => {
      const request = walletRequest();
      const first = await gateway.authoriseWallet(request);
      expect(await gateway.authoriseWallet(request)).toEqual(first);
      const replay = await gateway.authoriseWallet({ ...request, orderCode: `W-${++sequence}`, idempotencyKey: key() });
      expect(replay).toMatchObject({ status: 'REFUSED', reason: 'TOKEN_ALREADY_USED' });
    });

    it('takes a token once even when its first presentation was refused', async () => {
      const request = walletRequest('visa-1111', GBP(1597), { amount: GBP(1598) });
      expect(await gateway.authoriseWallet(request)).toMatchObject({ status: 'REFUSED', reason: 'AMOUNT_MISMATCH' });
      const again = await gateway.authoriseWallet({ ...request, amount: GBP(1597), idempotencyKey: key() });
      expect(again).toMatchObject({ status: 'REFUSED', reason: 'TOKEN_ALREADY_USED' });
    });

    it('refuses a token for another amount or currency, or for another card than the one the shop names', async () => {
      expect(await gateway.authoriseWallet(walletRequest('visa-1111', GBP(1597), { amount: { value: 1597, currency: 'EUR' } }))).toMatchObject({
        status: 'REFUSED',
        reason: 'AMOUNT_MISMATCH',
      });
      const request = walletRequest('visa-1111');
      expect(await gateway.authoriseWallet({ ...request, wallet: { ...request.wallet, last4: '4444' } })).toMatchObject({
        status: 'REFUSED',
        reason: 'WALLET_CARD_MISMATCH',
      });
    });

    it('refuses a token it did not sign, or whose bytes changed', async () => {
      const request = walletRequest();
      const [version, claims, signature] = request.wallet.token.split('.');
      const opened = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { amount: { value: number } };
      const raised = Buffer.from(JSON.stringify({ ...opened, amount: { ...opened.amount, value: 1 } })).toString('base64url');
      for (const token of [`${version}.${raised}.${signature}`, `${version}.${claims}.${'A'.repeat(43)}`, `${version}.${claims}`, 'not a token']) {
        expect(await gateway.authoriseWallet({ ...request, idempotencyKey: key(), wallet: { ...request.wallet, token } })).toMatchObject({
          status: 'REFUSED',
          reason: 'INVALID_TOKEN',
        });
      }
      const otherTwin = await createSandboxGateway({ ...sandboxOptions, baseUrl: 'http://other-twin.test' });
      const foreign = otherTwin.issueWalletToken(findWalletCard('visa-1111')!, GBP(1597));
      expect(await gateway.authoriseWallet({ ...request, idempotencyKey: key(), wallet: { ...request.wallet, token: foreign } })).toMatchObject({
        status: 'REFUSED',
        reason: 'INVALID_TOKEN',
      });
    });

    it('refuses a token presented after it expired', async () => {
      const request = walletRequest();
      now += WALLET_TOKEN_LIFETIME_MS + 1;
      expect(await gateway.authoriseWallet(request)).toMatchObject({ status: 'REFUSED', reason: 'TOKEN_EXPIRED' });
    });

    it('declines the declining card and errs for the failing one (the refusal triggers)', async () => {
      expect(await gateway.authoriseWallet(walletRequest('visa-0002'))).toMatchObject({
        status: 'REFUSED',
        reason: 'REFUSED',
        card: { type: 'VISA', last4: '0002' },
      });
      expect(await gateway.authoriseWallet(walletRequest('mastercard-0036'))).toMatchObject({
        status: 'ERROR',
        reason: 'ERROR',
        card: { type: 'MASTERCARD', last4: '0036' },
      });
    });

    it('captures, voids and refunds a wallet payment as a card’s', async () => {
      const captured = await gateway.authoriseWallet(walletRequest('amex-0005', GBP(2500)));
      expect(await gateway.capture({ paymentId: captured.paymentId, idempotencyKey: key(), amount: GBP(2500) })).toMatchObject({
        ok: true,
        status: 'CAPTURED',
      });
      expect(await gateway.refund({ paymentId: captured.paymentId, idempotencyKey: key(), amount: GBP(2500) })).toMatchObject({ ok: true, status: 'REFUNDED' });
      const voided = await gateway.authoriseWallet(walletRequest());
      expect(await gateway.void({ paymentId: voided.paymentId, idempotencyKey: key() })).toMatchObject({ ok: true, status: 'CANCELLED' });
    });

    it('fails as unavailable during an outage, and the token is still good after it', async () => {
      const request = walletRequest();
      outage = true;
      await expect(gateway.authoriseWallet(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
      outage = false;
      expect(await gateway.authoriseWallet(request)).toMatchObject({ status: 'AUTHORISED' });
    });
  });
}

let inProcess: SandboxGateway;
beforeAll(async () => {
  inProcess = await createSandboxGateway({ ...sandboxOptions, baseUrl: 'http://gateway.test' });
});
walletContract('sandbox in process', () => ({ gateway: inProcess, twin: inProcess }));

let running: RunningGateway;
beforeAll(async () => {
  running = await startSandboxGateway({ ...sandboxOptions, shopOrigin: 'http://localhost:3000', port: 0, apiKey: 'merchant-key' });
});
afterAll(() => running.close());
walletContract('HTTP adapter against the twin on its own port', () => ({
  gateway: createHttpGateway({ baseUrl: running.url, notificationSecret: SECRET, apiKey: 'merchant-key' }),
  twin: running.gateway,
}));
