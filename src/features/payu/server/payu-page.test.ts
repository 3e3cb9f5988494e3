import { randomBytes } from 'node:crypto';
import {
  confirmationSignatureText,
  PAYU_NO_PAYMENT_WAITING,
  PAYU_RESPONSE_ALREADY_USED,
  PAYU_RESPONSE_MISMATCH,
  PAYU_RESPONSE_NOT_VERIFIED,
  payuAmount,
  responseSignatureText,
} from '../domain';
import { INVOICE_INVALID_MESSAGE } from '../../payment/domain';
import { messageIn } from '../../../shared/server/testing/messages';
import { SANDBOX_PAYU_CREDENTIALS } from '../providers';
import { sha256Hex } from '../providers/signing';
import { BR, BR_ADDRESS, MX, MX_ADDRESS, type PayuShop, payuShop } from './payu-fixture';

/** The Mexican store's refusals are in Spanish. */
const mx = (message: string) => messageIn('es-MX', message);

/**
 * payu_gateway over real HTTP: the order written pending_payment, the browser on PayU's page (the twin's),
 * PayU's signed response and confirmation settling it once; tampered, replayed, mismatched or foreign
 * answers refused with nothing changed.
 */
describe('payu_gateway: PayU’s page, its response and its confirmation', () => {
  let s: PayuShop;
  beforeAll(async () => {
    s = await payuShop();
  });
  afterAll(async () => s?.close());

  const shopGet = (path: string, cookie?: string) => fetch(`${s.shopOrigin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const unescapeHtml = (text: string) => text.replace(/&#38;/g, '&').replace(/&#34;/g, '"').replace(/&#39;/g, "'");

  /** A guest places the order, opens the shop's page to PayU (claim → cookie) and posts the signed form: PayU's page. */
  async function toPayu(base: string, address: typeof BR_ADDRESS, items?: { sku: string; qty: number }[]) {
    const maskedId = await s.readyCart(base, address, items);
    const cart = await s.cartOf(maskedId);
    const claim = randomBytes(32).toString('base64url');
    const placed = await s.place(base, maskedId, 'payu_gateway', { payu_claim: claim }, address);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'pending_payment', paymentMethod: 'payu_gateway' });
    const claimed = await shopGet(`/payu/webcheckout?claim=${claim}`);
    expect([claimed.status, claimed.headers.get('location')]).toEqual([303, '/payu/webcheckout']);
    const cookie = /payu_return=[^;]+/.exec(claimed.headers.get('set-cookie') ?? '')![0];
    expect(claimed.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const page = await shopGet('/payu/webcheckout', cookie);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Continue to PayU</button>');
    const action = unescapeHtml(/action="([^"]+)"/.exec(html)![1]);
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, unescapeHtml(value)]));
    const posted = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(posted.status).toBe(303);
    return { maskedId, cart, claim, cookie, fields, pageUrl: new URL(posted.headers.get('location')!, s.twin.url).toString() };
  }

  /** The shopper's choice on PayU's page: where PayU sends the browser. */
  async function choose(pageUrl: string, choice: Record<string, string>): Promise<string> {
    const answer = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams(choice), redirect: 'manual' });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!, s.twin.url).toString();
  }
  const pathOf = (url: string) => url.slice(s.shopOrigin.length);

  it('pays with SPEI: back on the success page, the order processing, PayU’s confirmation acted on once', async () => {
    const stock = await s.stockOf('EPOD2-KIT-BLUE');
    const { cart, cookie, pageUrl, fields } = await toPayu(MX, MX_ADDRESS);
    expect(fields).toMatchObject({
      referenceCode: `W${cart.id}`,
      amount: '348.00',
      currency: 'MXN',
      accountId: '512324',
      algorithmSignature: 'SHA256',
      paymentMethods: 'OXXO,SPEI',
      buyerEmail: 'lucia@example.com',
    });
    expect(await s.stockOf('EPOD2-KIT-BLUE')).toBe(stock - 1);
    const response = await choose(pageUrl, { action: 'pay', method: 'SPEI' });
    const back = await shopGet(pathOf(response), cookie);
    expect([back.status, back.headers.get('location')]).toEqual([303, '/checkout/onepage/success']);
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'processing', status: 'processing' });
    await s.twin.twin.settled();
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'processing' });
    const [payment] = await s.paymentsOf(cart.id);
    expect(payment).toMatchObject({ status: 'APPROVED', paidWith: 'SPEI', claimHash: null });
    expect((await s.eventsOf(payment.reference)).map((e) => e.key.split(':')[0]).sort()).toEqual(['confirmation', 'response']);
  });

  it('waits for a boleto: the order stays pending_payment until PayU confirms the voucher paid', async () => {
    const { cart, cookie, pageUrl } = await toPayu(BR, BR_ADDRESS);
    const voucherUrl = await choose(pageUrl, { action: 'pay', method: 'BOLETO_BANCARIO' });
    const voucher = await (await fetch(voucherUrl)).text();
    expect(voucher).toContain('Your Boleto bancário voucher');
    const pending = unescapeHtml(/href="([^"]+)">Return to the shop/.exec(voucher)![1]);
    const back = await shopGet(pathOf(pending), cookie);
    expect([back.status, back.headers.get('location')]).toEqual([303, '/checkout/onepage/success']);
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'pending_payment' });
    expect((await s.paymentsOf(cart.id))[0]).toMatchObject({ status: 'PENDING', paidWith: 'BOLETO_BANCARIO' });
    // The shopper pays the boleto at the bank: PayU confirms, server to server.
    const paid = await fetch(`${s.twin.url}/ppp-web-gateway-payu/voucher/${pageUrl.split('/').at(-1)}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'paid' }),
    });
    expect(paid.status).toBe(200);
    await s.twin.twin.settled();
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'processing' });
    expect((await s.paymentsOf(cart.id))[0].status).toBe('APPROVED');
  });

  it('cancels: the order is cancelled once, its stock given back, the basket restored for the guest', async () => {
    const stock = await s.stockOf('EPOD2-KIT-BLUE');
    const { cart, cookie, pageUrl } = await toPayu(MX, MX_ADDRESS, [{ sku: 'EPOD2-KIT-BLUE', qty: 2 }]);
    expect(await s.stockOf('EPOD2-KIT-BLUE')).toBe(stock - 2);
    const response = await choose(pageUrl, { action: 'cancel' });
    const back = await shopGet(pathOf(response), cookie);
    expect([back.status, back.headers.get('location')]).toEqual([303, '/checkout/cart?payu=cancelled']);
    await s.twin.twin.settled();
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'canceled' });
    expect(await s.stockOf('EPOD2-KIT-BLUE')).toBe(stock);
    const restored = (await (await shopGet('/payu/basket', cookie)).json()) as { cart_id: string };
    expect(restored.cart_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(restored.cart_id).not.toBe(cart.maskedId);
    const items = (await s.client.get(`${MX}/guest-carts/${restored.cart_id}/items`)).json() as { sku: string; qty: number }[];
    expect(items.map((i) => [i.sku, i.qty])).toEqual([['EPOD2-KIT-BLUE', 2]]);
    // Nobody else's browser learns the restored basket.
    expect(await (await shopGet('/payu/basket')).json()).toEqual({ cart_id: null });
  });

  it('answers a declined payment (a buyer named REJECTED) with the failed notice, the order cancelled', async () => {
    const { cart, cookie, pageUrl } = await toPayu(BR, { ...BR_ADDRESS, firstname: 'REJECTED' });
    const back = await shopGet(pathOf(await choose(pageUrl, { action: 'pay', method: 'PIX' })), cookie);
    expect(back.headers.get('location')).toBe('/checkout/cart?payu=failed');
    expect(await s.orderOf(cart.id)).toMatchObject({ state: 'canceled' });
  });

  it('holds a Mexican order asking for an electronic invoice to spec 002 §5 check 5, whatever the method (400, nothing written)', async () => {
    const maskedId = await s.readyCart(MX, MX_ADDRESS);
    const cart = await s.cartOf(maskedId);
    const placed = await s.place(MX, maskedId, 'payu_gateway', { payu_claim: randomBytes(32).toString('base64url'), edicomEnabled: true }, MX_ADDRESS);
    expect([placed.statusCode, placed.json()]).toEqual([400, { message: mx(INVOICE_INVALID_MESSAGE), parameters: [] }]);
    expect(await s.orderOf(cart.id)).toBeUndefined();
    expect(await s.paymentsOf(cart.id)).toEqual([]);
  });

  it('refuses an order without the browser’s claim (400)', async () => {
    const maskedId = await s.readyCart(MX, MX_ADDRESS);
    const placed = await s.place(MX, maskedId, 'payu_gateway', { payu_claim: 'short' }, MX_ADDRESS);
    expect([placed.statusCode, placed.json()]).toEqual([400, { message: mx('The payment details are not valid.'), parameters: [] }]);
    expect(await s.orderOf((await s.cartOf(maskedId)).id)).toBeUndefined();
  });

  describe('answers that are not PayU’s own, for this order, once', () => {
    /** A browser back on the shop, held right before it: nothing has moved yet. */
    async function paidResponse() {
      const flow = await toPayu(MX, MX_ADDRESS);
      // The shop's confirmation arrives only after the response here (held by the test until asked for).
      const response = await choose(flow.pageUrl, { action: 'pay', method: 'SPEI' });
      await s.twin.twin.settled();
      return { ...flow, response };
    }
    const refusal = async (answer: Response) => [answer.status, await answer.json()];

    it('refuses a tampered response (400) and changes nothing: PayU’s own confirmation decides', async () => {
      const { cart, cookie, response } = await toPayu(MX, MX_ADDRESS).then(async (flow) => ({
        ...flow,
        response: await choose(flow.pageUrl, { action: 'cancel' }),
      }));
      const tampered = new URL(response);
      tampered.searchParams.set('transactionState', '4');
      expect(await refusal(await shopGet(pathOf(tampered.toString()), cookie))).toEqual([400, { message: PAYU_RESPONSE_NOT_VERIFIED, parameters: [] }]);
      const unsigned = new URL(response);
      unsigned.searchParams.delete('signature');
      expect((await shopGet(pathOf(unsigned.toString()), cookie)).status).toBe(400);
      const [payment] = await s.paymentsOf(cart.id);
      expect((await s.eventsOf(payment.reference)).filter((e) => e.key.startsWith('response:'))).toEqual([]);
      // The confirmation (declined) is PayU's own: it cancelled the order, and the tampered response changed nothing of that.
      await s.twin.twin.settled();
      expect(await s.orderOf(cart.id)).toMatchObject({ state: 'canceled' });
    });

    it('refuses a tampered response before anything moved: the order stays pending, no event kept', async () => {
      const { cart, cookie, pageUrl } = await toPayu(MX, MX_ADDRESS);
      // A forged "approved" for an order the shopper has not paid yet, with a made-up signature.
      const forged = new URL(`${s.shopOrigin}/payu/response`);
      const [payment] = await s.paymentsOf(cart.id);
      for (const [name, value] of Object.entries({
        merchantId: '508029',
        referenceCode: payment.reference,
        TX_VALUE: '348.00',
        currency: 'MXN',
        transactionState: '4',
        reference_pol: '1',
        transactionId: 'a1b2c3',
        signature: 'f'.repeat(64),
      }))
        forged.searchParams.set(name, value);
      expect(await refusal(await shopGet(pathOf(forged.toString()), cookie))).toEqual([400, { message: PAYU_RESPONSE_NOT_VERIFIED, parameters: [] }]);
      expect(await s.orderOf(cart.id)).toMatchObject({ state: 'pending_payment' });
      expect((await s.paymentsOf(cart.id))[0]).toMatchObject({ status: 'PENDING', transactionId: null });
      expect(await s.eventsOf(payment.reference)).toEqual([]);
      expect(pageUrl).toContain('/ppp-web-gateway-payu/checkout/');
    });

    it('refuses a replayed response (409): the second use changes nothing', async () => {
      const { cart, cookie, response } = await paidResponse();
      expect((await shopGet(pathOf(response), cookie)).headers.get('location')).toBe('/checkout/onepage/success');
      const order = await s.orderOf(cart.id);
      const [payment] = await s.paymentsOf(cart.id);
      const events = await s.eventsOf(payment.reference);
      expect(await refusal(await shopGet(pathOf(response), cookie))).toEqual([409, { message: PAYU_RESPONSE_ALREADY_USED, parameters: [] }]);
      expect(await s.orderOf(cart.id)).toEqual(order);
      expect(await s.paymentsOf(cart.id)).toEqual([payment]);
      expect(await s.eventsOf(payment.reference)).toEqual(events);
    });

    it('refuses a response PayU signed for another amount or currency (400): nothing changes', async () => {
      const { cart, cookie } = await toPayu(MX, MX_ADDRESS);
      const [payment] = await s.paymentsOf(cart.id);
      const signedFor = (amount: number, currency: string) => {
        const text = responseSignatureText(
          { apiKey: SANDBOX_PAYU_CREDENTIALS.apiKey, merchantId: SANDBOX_PAYU_CREDENTIALS.merchantId, reference: payment.reference, amount, currency },
          '4',
        );
        const url = new URL(`${s.shopOrigin}/payu/response`);
        for (const [name, value] of Object.entries({
          merchantId: '508029',
          referenceCode: payment.reference,
          TX_VALUE: payuAmount(amount),
          currency,
          transactionState: '4',
          reference_pol: '1',
          transactionId: 'b2c3d4',
          signature: sha256Hex(text),
        }))
          url.searchParams.set(name, value);
        return pathOf(url.toString());
      };
      expect(await refusal(await shopGet(signedFor(100, 'MXN'), cookie))).toEqual([400, { message: PAYU_RESPONSE_MISMATCH, parameters: [] }]);
      expect(await refusal(await shopGet(signedFor(34800, 'USD'), cookie))).toEqual([400, { message: PAYU_RESPONSE_MISMATCH, parameters: [] }]);
      const confirmation = new URLSearchParams({
        merchant_id: '508029',
        state_pol: '4',
        reference_sale: payment.reference,
        reference_pol: '1',
        value: '1.00',
        currency: 'MXN',
        transaction_id: 'c3d4e5',
        sign: sha256Hex(
          confirmationSignatureText(
            { apiKey: SANDBOX_PAYU_CREDENTIALS.apiKey, merchantId: '508029', reference: payment.reference, amount: 100, currency: 'MXN' },
            '4',
          ),
        ),
      });
      const posted = await fetch(`${s.shopOrigin}/payu/confirmation`, { method: 'POST', body: confirmation });
      expect(await refusal(posted)).toEqual([400, { message: PAYU_RESPONSE_MISMATCH, parameters: [] }]);
      expect(await s.orderOf(cart.id)).toMatchObject({ state: 'pending_payment' });
      expect((await s.paymentsOf(cart.id))[0].status).toBe('PENDING');
      expect(await s.eventsOf(payment.reference)).toEqual([]);
    });

    it('refuses another browser’s return and a claim used twice (400)', async () => {
      const { cart, claim, response } = await paidResponse();
      expect(await refusal(await shopGet(pathOf(response)))).toEqual([400, { message: PAYU_NO_PAYMENT_WAITING, parameters: [] }]);
      expect(await refusal(await shopGet(`/payu/webcheckout?claim=${claim}`))).toEqual([400, { message: PAYU_NO_PAYMENT_WAITING, parameters: [] }]);
      expect((await shopGet('/payu/webcheckout?claim=%3Cscript%3E')).status).toBe(400);
      expect((await shopGet('/payu/webcheckout')).status).toBe(400);
      // PayU's own confirmation settled it meanwhile.
      expect(await s.orderOf(cart.id)).toMatchObject({ state: 'processing' });
    });

    it('acknowledges a repeated confirmation without acting again, and refuses a tampered one', async () => {
      const { cart, response } = await paidResponse();
      const [payment] = await s.paymentsOf(cart.id);
      const query = new URL(response).searchParams;
      const body = new URLSearchParams({
        merchant_id: '508029',
        state_pol: '4',
        reference_sale: payment.reference,
        reference_pol: query.get('reference_pol')!,
        value: '348.00',
        currency: 'MXN',
        transaction_id: query.get('transactionId')!,
        sign: sha256Hex(
          confirmationSignatureText(
            { apiKey: SANDBOX_PAYU_CREDENTIALS.apiKey, merchantId: '508029', reference: payment.reference, amount: 34800, currency: 'MXN' },
            '4',
          ),
        ),
      });
      const events = await s.eventsOf(payment.reference);
      const again = await fetch(`${s.shopOrigin}/payu/confirmation`, { method: 'POST', body });
      expect([again.status, await again.text()]).toEqual([200, 'OK']);
      expect(await s.eventsOf(payment.reference)).toEqual(events);
      body.set('state_pol', '6');
      expect(await refusal(await fetch(`${s.shopOrigin}/payu/confirmation`, { method: 'POST', body }))).toEqual([
        400,
        { message: PAYU_RESPONSE_NOT_VERIFIED, parameters: [] },
      ]);
      expect(await s.orderOf(cart.id)).toMatchObject({ state: 'processing' });
    });
  });
});
