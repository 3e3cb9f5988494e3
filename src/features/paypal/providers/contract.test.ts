import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '../domain';
import { createHttpPayPal } from './http';
import { type CreateOrderRequest, type PayPalPort, PayPalRequestError, PayPalUnavailableError } from './port';
import { type RunningPayPalTwin, startPayPalTwin } from './sandbox/app';
import { webhookHeaders } from './webhooks';

const CREDENTIALS = { clientId: 'contract-client', clientSecret: 'contract-secret', webhookSecret: 'contract-webhook-secret' };
const GBP = (value: number) => ({ value, currency: 'GBP' });

/** The shop's webhook endpoint, played by a bare HTTP server: it keeps what it is sent, with the headers. */
async function webhookReceiver() {
  const received: { body: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/paypal/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the PayPal port against its twin, over HTTP (contract)', () => {
  let twin: RunningPayPalTwin;
  let port: PayPalPort;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let latency = 0;
  let outage = false;
  let invoice = 0;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    twin = await startPayPalTwin({
      port: 0,
      ...CREDENTIALS,
      latencyMs: () => latency,
      outage: () => outage,
      webhookUrl: () => receiver.url,
      retryDelayMs: 0,
      pendingCaptureMs: 20,
    });
    port = createHttpPayPal({ baseUrl: twin.url, ...CREDENTIALS, timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await twin.close();
    await receiver.close();
  });
  beforeEach(() => {
    latency = 0;
    outage = false;
  });

  const order = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => {
    invoice += 1;
    return {
      requestId: `create-contract-${invoice}-${Date.now()}`,
      invoiceId: `C-${invoice}-${Date.now()}`,
      amount: GBP(1597),
      returnUrl: 'http://shop.test/paypal/express/return',
      cancelUrl: 'http://shop.test/paypal/express/cancel',
      brandName: 'Vype',
      saveAccount: false,
      ...overrides,
    };
  };

  /** The shopper on the approval page: the page, then its form posted, as a browser would. */
  async function decide(approveUrl: string, action: 'approve' | 'cancel', email = 'buyer@paypal.test'): Promise<URL> {
    const pageResponse = await fetch(approveUrl);
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1];
    const response = await fetch(new URL('/checkoutnow', approveUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, email, action }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  async function approvedOrder(overrides: Partial<CreateOrderRequest> = {}, email?: string) {
    const created = await port.createOrder(order(overrides));
    const back = await decide(created.approveUrl, 'approve', email);
    return { created, back };
  }

  it('creates an order waiting for the payer, with an approval page on the twin’s origin', async () => {
    const created = await port.createOrder(order());
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.approveUrl).toBe(`${twin.url}/checkoutnow?token=${created.id}`);
    expect(await port.getOrder(created.id)).toMatchObject({ id: created.id, status: 'PAYER_ACTION_REQUIRED', amount: GBP(1597) });
    expect(await port.getOrder('NOSUCHORDER0000000')).toBeNull();
  });

  it('answers the first order to a repeated request id, and refuses another order with the same invoice id', async () => {
    const request = order();
    const first = await port.createOrder(request);
    expect((await port.createOrder(request)).id).toBe(first.id);
    await expect(port.createOrder({ ...request, requestId: `${request.requestId}-other` })).rejects.toMatchObject({
      status: 422,
      issue: 'DUPLICATE_INVOICE_ID',
    });
  });

  it('shows an approval page with a labelled email field and Approve and Cancel buttons', async () => {
    const created = await port.createOrder(order({ saveAccount: true }));
    const response = await fetch(created.approveUrl);
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://shop.test");
    expect(html).toContain('<label for="email">PayPal account email</label>');
    expect(html).toMatch(/<button[^>]*value="approve">Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain('15.97 GBP');
    expect(html).toContain('without asking you to sign in again');
  });

  it('answers its page’s mistakes with a page: no such payment, an email that is none, an action that is neither', async () => {
    expect((await fetch(`${twin.url}/checkoutnow?token=NOSUCHORDER000000`)).status).toBe(404);
    expect((await fetch(`${twin.url}/checkoutnow?token=%3Cscript%3E`)).status).toBe(404);
    const created = await port.createOrder(order());
    const post = (form: Record<string, string>) =>
      fetch(`${twin.url}/checkoutnow`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
    expect((await post({ token: created.id, email: 'not an email', action: 'approve' })).status).toBe(400);
    expect((await post({ token: created.id, email: 'buyer@paypal.test', action: 'pay' })).status).toBe(400);
    expect((await post({ token: 'NOSUCHORDER000000', email: 'buyer@paypal.test', action: 'approve' })).status).toBe(409);
    // Nothing of it approved the order.
    expect((await port.getOrder(created.id))!.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('refuses to capture an order the payer has not approved', async () => {
    const created = await port.createOrder(order());
    await expect(port.captureOrder(created.id, `capture-${created.id}`)).rejects.toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
  });

  it('sends the approving payer back with token and PayerID, then captures once per request id', async () => {
    const { created, back } = await approvedOrder();
    expect(back.origin + back.pathname).toBe('http://shop.test/paypal/express/return');
    expect(back.searchParams.get('token')).toBe(created.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    const captured = await port.captureOrder(created.id, `capture-${created.id}`);
    expect(captured).toMatchObject({
      orderId: created.id,
      status: 'COMPLETED',
      capture: { status: 'COMPLETED', amount: GBP(1597) },
      payerEmail: 'buyer@paypal.test',
      vault: null,
    });
    expect((await port.captureOrder(created.id, `capture-${created.id}`)).capture!.id).toBe(captured.capture!.id);
    await expect(port.captureOrder(created.id, `capture-${created.id}-again`)).rejects.toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
    // The page is not offered again once approved.
    expect((await fetch(created.approveUrl)).status).toBe(409);
  });

  it('sends a cancelling payer to the cancel address with the token, and leaves the order unapproved', async () => {
    const created = await port.createOrder(order());
    const back = await decide(created.approveUrl, 'cancel');
    expect(back.toString()).toBe(`http://shop.test/paypal/express/cancel?token=${created.id}`);
    expect((await port.getOrder(created.id))!.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('declines the capture for a +declined payer and for an amount ending in 66', async () => {
    const byEmail = await approvedOrder({}, 'buyer+declined@paypal.test');
    expect((await port.captureOrder(byEmail.created.id, `capture-${byEmail.created.id}`)).capture).toMatchObject({ status: 'DECLINED' });
    const byAmount = await approvedOrder({ amount: GBP(1266) });
    expect((await port.captureOrder(byAmount.created.id, `capture-${byAmount.created.id}`)).capture).toMatchObject({ status: 'DECLINED' });
  });

  it('keeps a pending capture pending, then completes it with a signed webhook', async () => {
    const { created } = await approvedOrder({}, 'buyer+pending@paypal.test');
    expect((await port.captureOrder(created.id, `capture-${created.id}`)).capture).toMatchObject({ status: 'PENDING' });
    await twin.paypal.settled();
    const completed = receiver.received
      .map((r) => port.verifyWebhook(r.headers, r.body))
      .find((e) => e?.event_type === 'PAYMENT.CAPTURE.COMPLETED' && JSON.stringify(e.resource).includes(created.id));
    expect(completed).toBeDefined();
  });

  it('saves the payer’s account on a captured order that asked for it, then pays with it at once: authorise, capture, void, refund', async () => {
    const { created } = await approvedOrder({ saveAccount: true }, 'saver@paypal.test');
    const captured = await port.captureOrder(created.id, `capture-${created.id}`);
    expect(captured.vault).toMatchObject({ status: 'VAULTED' });
    const vaultId = captured.vault!.id;

    const requestId = `pay-${invoice}-${Date.now()}`;
    const paid = await port.payWithVault({ requestId, invoiceId: `V-${requestId}`, amount: GBP(2500), vaultId });
    expect(paid.authorization).toMatchObject({ status: 'CREATED', amount: GBP(2500) });
    // The request id alone finds the payment again (an answer lost on the way back); an unknown one finds nothing.
    expect(await port.findVaultPayment(requestId)).toEqual(paid);
    expect(await port.findVaultPayment(`${requestId}-never-sent`)).toBeNull();
    const capture = await port.captureAuthorization({
      authorizationId: paid.authorization!.id,
      amount: GBP(2500),
      requestId: `capture-${paid.authorization!.id}`,
    });
    expect(capture.status).toBe('COMPLETED');
    await expect(port.voidAuthorization({ authorizationId: paid.authorization!.id, requestId: `void-${paid.authorization!.id}` })).rejects.toMatchObject({
      issue: 'AUTHORIZATION_CAPTURED',
    });
    expect(await port.refundCapture({ captureId: capture.captureId, amount: GBP(2500), requestId: `refund-${capture.captureId}` })).toMatchObject({
      status: 'COMPLETED',
    });

    const another = await port.payWithVault({ requestId: `${requestId}-2`, invoiceId: `V-${requestId}-2`, amount: GBP(900), vaultId });
    await port.voidAuthorization({ authorizationId: another.authorization!.id, requestId: `void-${another.authorization!.id}` });
    await expect(
      port.captureAuthorization({ authorizationId: another.authorization!.id, amount: GBP(900), requestId: `capture-${another.authorization!.id}` }),
    ).rejects.toMatchObject({
      issue: 'AUTHORIZATION_VOIDED',
    });
  });

  it('denies later payments with a +revoked saved account or of an amount ending in 66, and refuses an unknown saved account', async () => {
    const revoked = await approvedOrder({ saveAccount: true, amount: GBP(1000) }, 'saver+revoked@paypal.test');
    const revokedCapture = await port.captureOrder(revoked.created.id, `capture-${revoked.created.id}`);
    expect(revokedCapture.capture).toMatchObject({ status: 'COMPLETED' });
    const revokedId = revokedCapture.vault!.id;
    expect(
      (await port.payWithVault({ requestId: `pay-${revokedId}`, invoiceId: `V-${revokedId}`, amount: GBP(1000), vaultId: revokedId })).authorization,
    ).toMatchObject({ status: 'DENIED' });
    const { created } = await approvedOrder({ saveAccount: true, amount: GBP(1000) }, 'saver@paypal.test');
    const vaultId = (await port.captureOrder(created.id, `capture-${created.id}`)).vault!.id;
    expect((await port.payWithVault({ requestId: `pay-66-${vaultId}`, invoiceId: `V-66-${vaultId}`, amount: GBP(1266), vaultId })).authorization).toMatchObject(
      { status: 'DENIED' },
    );
    await expect(
      port.payWithVault({ requestId: `pay-unknown-${vaultId}`, invoiceId: `V-unknown-${vaultId}`, amount: GBP(100), vaultId: 'nosuchtoken' }),
    ).rejects.toBeInstanceOf(PayPalRequestError);
  });

  it('deletes a saved account’s token (Vault v3): later payments with it are refused, a second deletion finds none', async () => {
    const { created } = await approvedOrder({ saveAccount: true, amount: GBP(1000) }, 'saver@paypal.test');
    const vaultId = (await port.captureOrder(created.id, `capture-${created.id}`)).vault!.id;
    outage = true;
    await expect(port.deleteVaultToken(vaultId)).rejects.toBeInstanceOf(PayPalUnavailableError);
    outage = false;
    // PayPal down changed nothing: the account still pays.
    expect(
      (await port.payWithVault({ requestId: `pay-kept-${vaultId}`, invoiceId: `V-kept-${vaultId}`, amount: GBP(1000), vaultId })).authorization,
    ).toMatchObject({ status: 'CREATED' });

    expect(await port.deleteVaultToken(vaultId)).toBe(true);
    await expect(
      port.payWithVault({ requestId: `pay-deleted-${vaultId}`, invoiceId: `V-deleted-${vaultId}`, amount: GBP(1000), vaultId }),
    ).rejects.toMatchObject({
      status: 422,
      issue: 'INVALID_RESOURCE_ID',
    });
    expect(await port.deleteVaultToken(vaultId)).toBe(false);
    expect(await port.deleteVaultToken('nosuchtoken')).toBe(false);
    await twin.paypal.settled();
    const deleted = receiver.received.map((r) => port.verifyWebhook(r.headers, r.body)).filter((e) => e?.event_type === 'VAULT.PAYMENT-TOKEN.DELETED');
    expect(deleted.map((e) => (e!.resource as { id: string }).id)).toEqual([vaultId]);
  });

  it('signs every webhook over its exact body; a tampered body or another secret does not verify', async () => {
    const { created } = await approvedOrder();
    await port.captureOrder(created.id, `capture-${created.id}`);
    await twin.paypal.settled();
    const events = receiver.received.filter((r) => r.body.includes(created.id));
    const verified = events.map((r) => port.verifyWebhook(r.headers, r.body)).filter((e): e is WebhookEvent => e !== null);
    expect(verified.map((e) => e.event_type)).toEqual(expect.arrayContaining(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']));
    const { headers, body } = events[0];
    expect(port.verifyWebhook(headers, body.replace(created.id, 'AAAAAAAAAAAAAAAAA'))).toBeNull();
    expect(port.verifyWebhook({ ...headers, 'paypal-transmission-sig': 'x' }, body)).toBeNull();
    const forged = webhookHeaders('another-secret', 'id-1', new Date().toISOString(), body);
    expect(port.verifyWebhook(forged, body)).toBeNull();
  });

  it('refuses unknown app credentials', async () => {
    const stranger = createHttpPayPal({ baseUrl: twin.url, ...CREDENTIALS, clientSecret: 'wrong', timeoutMs: 2_000 });
    await expect(stranger.createOrder(order())).rejects.toMatchObject({ status: 401, errorName: 'invalid_client' });
  });

  it('is unavailable in an outage and when it answers too late', async () => {
    outage = true;
    await expect(port.createOrder(order())).rejects.toBeInstanceOf(PayPalUnavailableError);
    outage = false;
    latency = 300;
    const impatient = createHttpPayPal({ baseUrl: twin.url, ...CREDENTIALS, timeoutMs: 150 });
    await expect(impatient.getOrder('ANYORDER')).rejects.toMatchObject({ reason: 'timeout' });
  });
});
