import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { minorOf } from '../../domain';
import { PAYU_PATHS, type PayuCredentials } from '../http';
import type { Money } from '../port';
import { pricingSignature, sameSignature, SIGNATURE_ALGORITHM } from '../signing';
import { checkoutPage, messagePage, voucherPage } from './pages';
import { createPayuTwin, type PayuTwin, type TwinOptions, type TwinOrder, type TwinTransaction, TwinRequestError } from './twin';

export interface PayuTwinAppOptions extends TwinOptions {
  /** Milliseconds before each API call is answered, read on every call (steerable). */
  latencyMs?: () => number;
  /** True while the twin plays an outage: the API answers 503. */
  outage?: () => boolean;
  logger?: boolean;
}

const reference = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const money = z.object({ value: z.number().positive().max(100_000_000), currency: z.string().regex(/^[A-Z]{3}$/) });
const merchantAuth = z.object({ apiLogin: z.string().max(128), apiKey: z.string().max(128) });
const commandBody = z.object({ command: z.string().max(64), merchant: merchantAuth, transaction: z.unknown().optional(), details: z.unknown().optional() });
const authorisation = z.object({
  type: z.literal('AUTHORIZATION'),
  order: z.object({
    accountId: z.string().max(16),
    referenceCode: reference,
    description: z.string().max(255),
    signature: z.string().max(128),
    additionalValues: z.object({
      TX_VALUE: money,
      SHIPPING_VALUE: z.object({ value: z.number().min(0).max(100_000_000), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
    }),
  }),
  payer: z.object({
    fullName: z.string().max(150),
    emailAddress: z.string().max(255),
    dniNumber: z
      .string()
      .regex(/^\d{11}$|^\d{14}$/)
      .optional(),
  }),
  creditCardTokenId: z.string().max(64),
  extraParameters: z.object({ INSTALLMENTS_NUMBER: z.number().int().min(1).max(36) }),
  paymentMethod: z.string().max(32),
  paymentCountry: z.string().regex(/^[A-Z]{2}$/),
});
const operation = z.object({
  type: z.enum(['CAPTURE', 'VOID', 'REFUND']),
  order: z.object({ id: z.number().int().positive() }),
  parentTransactionId: z.string().max(64),
  additionalValues: z.object({ TX_VALUE: money }).optional(),
  reason: z.string().max(255).optional(),
});
const tokenBody = z.object({
  publicKey: z.string().max(128),
  card: z.object({ number: z.string().max(32), securityCode: z.string().max(4), expirationDate: z.string().max(7), name: z.string().max(100) }),
});
const webCheckoutForm = z.object({
  merchantId: z.string().max(16),
  accountId: z.string().max(16),
  description: z.string().max(255),
  referenceCode: reference,
  amount: z.string().max(16),
  currency: z.string().regex(/^[A-Z]{3}$/),
  signature: z.string().max(128),
  algorithmSignature: z.literal(SIGNATURE_ALGORITHM),
  buyerEmail: z.string().max(255),
  buyerFullName: z.string().max(150),
  paymentMethods: z.string().max(255),
  responseUrl: z.string().url().max(2048),
  confirmationUrl: z.string().url().max(2048),
});
const pageChoice = z.object({ action: z.enum(['pay', 'cancel']), method: z.string().max(32).optional() });
const voucherChoice = z.object({ outcome: z.enum(['paid', 'expired']) });
const pricingQuery = z.object({
  accountId: z.string().max(16),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z.string().max(16),
  paymentMethod: z.string().max(32).optional(),
});

const toMinor = (major: number) => Math.round(major * 100);
const majorOf = (money: Money) => ({ value: money.value / 100, currency: money.currency });
/** A Date header within 15 minutes of now (the pricing API refuses replays of old signatures). */
const freshDate = (header: unknown) => typeof header === 'string' && Math.abs(Date.parse(header) - Date.now()) < 15 * 60_000;

const transactionAnswer = (order: TwinOrder, transaction: TwinTransaction) => ({
  code: 'SUCCESS',
  error: null,
  transactionResponse: {
    orderId: order.id,
    transactionId: transaction.id,
    state: transaction.state,
    responseCode: transaction.responseCode,
    paymentNetworkResponseCode: null,
    operationDate: Date.now(),
  },
});

/**
 * PayU's twin as its own HTTP service, on its own origin: the payments API (SUBMIT_TRANSACTION: authorise,
 * capture, void, refund; the merchant's login and key in the body), the queries API, the pricing API (Hmac
 * header), the browser's tokenisation (CORS for the shop's origin only) and WebCheckout's pages.
 */
async function buildPayuTwinApp(options: PayuTwinAppOptions & { twin?: PayuTwin }): Promise<{ app: FastifyInstance; twin: PayuTwin }> {
  const twin = options.twin ?? createPayuTwin(options);
  const credentials: PayuCredentials = options.credentials;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send({ code: 'ERROR', error: 'Invalid request', transactionResponse: null });
    app.log.error({ err: error }, 'PayU sandbox failure');
    return reply.status(500).send({ code: 'ERROR', error: 'Internal error', transactionResponse: null });
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.shopOrigin}; frame-ancestors 'none'`)
      .send(body);
  const refuse = (reply: FastifyReply, error: string, status = 200) => reply.status(status).send({ code: 'ERROR', error, transactionResponse: null });

  /** API calls: after the twin's latency, or a 503 in an outage. */
  const api = async (reply: FastifyReply): Promise<boolean> => {
    const ms = options.latencyMs?.() ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    if (!options.outage?.()) return true;
    void reply.status(503).send({ code: 'ERROR', error: 'Service unavailable', transactionResponse: null });
    return false;
  };
  const merchantOk = (merchant: { apiLogin: string; apiKey: string }) =>
    sameSignature(merchant.apiKey, credentials.apiKey) && merchant.apiLogin === credentials.apiLogin;

  app.get('/health', async () => ({ ok: true }));

  // The browser's tokenisation (PayU's JavaScript tokenises from the shopper's page): CORS for the shop only.
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', options.shopOrigin)
      .header('vary', 'origin')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600');
  app.options(PAYU_PATHS.tokens, async (_request, reply) => cors(reply).status(204).send());
  app.post(PAYU_PATHS.tokens, async (request, reply) => {
    cors(reply);
    if (!(await api(reply))) return reply;
    const body = tokenBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 'Invalid request', 400);
    if (!sameSignature(body.data.publicKey, credentials.publicKey)) return refuse(reply, 'Invalid public key.', 401);
    try {
      return { code: 'SUCCESS', error: null, creditCardToken: twin.tokenise(body.data.card) };
    } catch (error) {
      if (error instanceof TwinRequestError) return refuse(reply, error.message, 400);
      throw error;
    }
  });

  app.post(PAYU_PATHS.api, async (request, reply) => {
    if (!(await api(reply))) return reply;
    const body = commandBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 'Invalid request', 400);
    if (!merchantOk(body.data.merchant)) return refuse(reply, 'Invalid merchant credentials.');
    if (body.data.command === 'PING') return { code: 'SUCCESS', error: null, transactionResponse: null };
    if (body.data.command !== 'SUBMIT_TRANSACTION') return refuse(reply, 'Unknown command.');
    try {
      const auth = authorisation.safeParse(body.data.transaction);
      if (auth.success) {
        const { order, payer } = auth.data;
        const shipping = order.additionalValues.SHIPPING_VALUE;
        const result = twin.authorise({
          accountId: order.accountId,
          reference: order.referenceCode,
          amount: { value: toMinor(order.additionalValues.TX_VALUE.value), currency: order.additionalValues.TX_VALUE.currency },
          signature: order.signature,
          token: auth.data.creditCardTokenId,
          network: auth.data.paymentMethod,
          country: auth.data.paymentCountry,
          taxNumber: payer.dniNumber,
          instalments: auth.data.extraParameters.INSTALLMENTS_NUMBER,
          ...(shipping ? { shippingFee: { value: toMinor(shipping.value), currency: shipping.currency } } : {}),
        });
        return transactionAnswer(result.order, result.transaction);
      }
      const op = operation.safeParse(body.data.transaction);
      if (!op.success) return refuse(reply, 'Invalid transaction.');
      const value = op.data.additionalValues?.TX_VALUE;
      const result = twin.operate(
        op.data.type,
        op.data.order.id,
        op.data.parentTransactionId,
        value ? { value: toMinor(value.value), currency: value.currency } : undefined,
      );
      return transactionAnswer(result.order, result.transaction);
    } catch (error) {
      if (error instanceof TwinRequestError) return refuse(reply, error.message);
      throw error;
    }
  });

  app.post(PAYU_PATHS.queries, async (request, reply) => {
    if (!(await api(reply))) return reply;
    const body = commandBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 'Invalid request', 400);
    if (!merchantOk(body.data.merchant)) return refuse(reply, 'Invalid merchant credentials.');
    const details = z.object({ referenceCode: reference }).safeParse(body.data.details);
    if (body.data.command !== 'ORDER_DETAIL_BY_REFERENCE_CODE' || !details.success) return refuse(reply, 'Unknown command.');
    const found = twin.ordersOf(details.data.referenceCode);
    const payload = found.map((order) => ({
      id: order.id,
      accountId: Number(order.accountId),
      referenceCode: order.reference,
      status: twin.orderStatus(order),
      transactions: order.transactions.map((t) => ({
        id: t.id,
        type: t.type,
        parentTransactionId: t.parentId ?? null,
        transactionResponse: { state: t.state, responseCode: t.responseCode },
        additionalValues: { TX_VALUE: majorOf(t.amount) },
      })),
    }));
    return { code: 'SUCCESS', error: null, result: { payload: payload.length > 0 ? payload : null } };
  });

  app.get(PAYU_PATHS.pricing, async (request, reply) => {
    if (!(await api(reply))) return reply;
    const query = pricingQuery.safeParse(request.query);
    const amount = query.success ? minorOf(query.data.amount) : null;
    if (!query.success || !amount) return refuse(reply, 'Invalid request', 400);
    const date = request.headers.date;
    const expected = `Hmac ${credentials.publicKey}:${pricingSignature(credentials.apiKey, 'GET', String(date), request.url)}`;
    if (!freshDate(date) || !sameSignature(request.headers.authorization, expected)) return refuse(reply, 'Invalid authorization.', 401);
    try {
      const counts = twin.planCounts(query.data.accountId, { value: amount, currency: query.data.currency });
      const networks = query.data.paymentMethod ? [query.data.paymentMethod] : ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'ELO', 'HIPERCARD'];
      const total = amount / 100;
      const pricingFees = counts.map((count) => ({
        installments: String(count),
        pricing: { payerDetail: { commission: 0, interests: 0, total }, merchantDetail: { commission: 0 }, totalValue: total },
      }));
      return {
        amount: { value: total, tax: 0, purchaseValue: total, currency: query.data.currency },
        paymentMethodFee: networks.map((paymentMethod) => ({ paymentMethod, pricingFees })),
      };
    } catch (error) {
      if (error instanceof TwinRequestError) return refuse(reply, error.message, 400);
      throw error;
    }
  });

  // WebCheckout: the shopper's browser posts the shop's signed order; the page is then at its own address.
  app.post(PAYU_PATHS.webCheckout, async (request, reply) => {
    if (options.outage?.()) return html(reply, messagePage('PayU is unavailable', 'Please try again in a few minutes.'), 503);
    const form = webCheckoutForm.safeParse(request.body);
    const amount = form.success ? minorOf(form.data.amount) : null;
    if (!form.success || !amount || form.data.merchantId !== credentials.merchantId) {
      return html(reply, messagePage('The payment could not start', 'The shop’s payment request is not valid.'), 400);
    }
    try {
      const order = twin.openPage({
        accountId: form.data.accountId,
        reference: form.data.referenceCode,
        amount: { value: amount, currency: form.data.currency },
        signature: form.data.signature,
        description: form.data.description,
        buyerEmail: form.data.buyerEmail,
        buyerFullName: form.data.buyerFullName,
        methods: form.data.paymentMethods.split(',').map((m) => m.trim()),
        responseUrl: form.data.responseUrl,
        confirmationUrl: form.data.confirmationUrl,
      });
      return reply.redirect(`${PAYU_PATHS.webCheckout}checkout/${order.page!.pageId}`, 303);
    } catch (error) {
      if (error instanceof TwinRequestError) return html(reply, messagePage('The payment could not start', error.message), 400);
      throw error;
    }
  });

  const pageId = z.string().uuid();
  app.get(`${PAYU_PATHS.webCheckout}checkout/:pageId`, async (request, reply) => {
    const id = pageId.safeParse((request.params as { pageId: string }).pageId);
    const order = id.success ? twin.page(id.data) : undefined;
    if (!order) return html(reply, messagePage('Payment not found', 'This payment does not exist.'), 404);
    const last = order.transactions.at(-1);
    if (last?.state === 'PENDING') return html(reply, voucherPage(order, twin.responseUrlOf(order), `${PAYU_PATHS.webCheckout}voucher/${id.data}`));
    if (last)
      return html(
        reply,
        messagePage('Payment complete', 'This payment has already been completed.', { href: twin.responseUrlOf(order), label: 'Return to the shop' }),
        409,
      );
    return html(reply, checkoutPage(order, `${PAYU_PATHS.webCheckout}checkout/${id.data}`));
  });
  app.post(`${PAYU_PATHS.webCheckout}checkout/:pageId`, async (request, reply) => {
    const id = pageId.safeParse((request.params as { pageId: string }).pageId);
    const choice = pageChoice.safeParse(request.body);
    if (!id.success || !choice.success) return html(reply, messagePage('Invalid choice', 'Please choose how to pay, or cancel.'), 400);
    const done = twin.completePage(id.data, choice.data.action === 'cancel' ? { action: 'cancel' } : { action: 'pay', method: choice.data.method ?? '' });
    if (!done) return html(reply, messagePage('Payment not available', 'This payment is complete, or the method is not offered.'), 409);
    if (done.voucher && done.order.transactions.at(-1)!.state === 'PENDING') return reply.redirect(`${PAYU_PATHS.webCheckout}checkout/${id.data}`, 303);
    return reply.redirect(done.responseUrl, 303);
  });
  app.post(`${PAYU_PATHS.webCheckout}voucher/:pageId`, async (request, reply) => {
    const id = pageId.safeParse((request.params as { pageId: string }).pageId);
    const choice = voucherChoice.safeParse(request.body);
    if (!id.success || !choice.success) return html(reply, messagePage('Invalid choice', 'Please pay the voucher or let it expire.'), 400);
    const order = twin.settleVoucher(id.data, choice.data.outcome);
    if (!order) return html(reply, messagePage('Voucher not pending', 'This voucher is already paid or expired.'), 409);
    const text = choice.data.outcome === 'paid' ? 'The voucher is paid: PayU has told the shop.' : 'The voucher has expired: PayU has told the shop.';
    return html(
      reply,
      messagePage(choice.data.outcome === 'paid' ? 'Voucher paid' : 'Voucher expired', text, { href: twin.responseUrlOf(order), label: 'Return to the shop' }),
    );
  });

  return { app, twin };
}

export interface RunningPayuTwin {
  url: string;
  twin: PayuTwin;
  close(): Promise<void>;
}

/** Starts the twin on its own port (0 for any free one; a taken port falls back to a free one). */
export async function startPayuTwin(options: PayuTwinAppOptions & { port: number; host?: string }): Promise<RunningPayuTwin> {
  const host = options.host ?? '127.0.0.1';
  let built = await buildPayuTwinApp(options);
  let address: string;
  try {
    address = await built.app.listen({ port: options.port, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await built.app.close();
    built = await buildPayuTwinApp({ ...options, twin: built.twin });
    address = await built.app.listen({ port: 0, host });
  }
  const { app, twin } = built;
  return { url: address.replace('://127.0.0.1', '://localhost'), twin, close: () => app.close() };
}
