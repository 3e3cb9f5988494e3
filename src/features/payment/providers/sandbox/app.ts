import { randomBytes } from 'node:crypto';
import { sameSecret } from '../../../../shared/server/constant-time';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AuthoriseRequest, GatewayUnavailableError, IdempotencyConflictError } from '../port';
import { sandboxWalletRoutes } from './wallet-routes';
import { latencyWithin } from '../../../../shared/server/sandbox-latency';
import { createSandboxGateway, type SandboxGateway, type SandboxOptions } from './gateway';
import { apmPage, challengePage, deviceDataPage, hostedPage, messagePage } from './pages';
import { PAGE_OUTCOMES, type PageOutcome } from './test-data';

/** The iDEAL banks the twin's page offers (the shop configures its own list; these are the common ones). */
const SANDBOX_IDEAL_BANKS = [
  { code: 'ABN_AMRO', name: 'ABN AMRO' },
  { code: 'ASN', name: 'ASN Bank' },
  { code: 'BUNQ', name: 'bunq' },
  { code: 'ING', name: 'ING' },
  { code: 'KNAB', name: 'Knab' },
  { code: 'RABOBANK', name: 'Rabobank' },
  { code: 'REGIOBANK', name: 'RegioBank' },
  { code: 'SNS', name: 'SNS Bank' },
  { code: 'TRIODOS', name: 'Triodos Bank' },
  { code: 'VAN_LANSCHOT', name: 'Van Lanschot' },
];

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const money = z.object({ value: z.number().int().min(1).max(100_000_000), currency: z.string().regex(/^[A-Z]{3}$/) });
const url = z
  .string()
  .url()
  .max(2048)
  .refine((u) => /^https?:\/\//.test(u), 'http(s) only');
const instrument = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), encryptedData: z.string().max(4096), cardholderName: z.string().max(255) }),
  z.object({ kind: z.literal('token'), token: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), cvc: z.string().max(4) }),
  z.object({
    kind: z.literal('apm'),
    type: z.string().regex(/^[A-Z_]{1,40}-SSL$/),
    bank: z.string().max(64).optional(),
    klarnaType: z.string().max(64).optional(),
    ach: z
      .object({
        accountType: z.string().max(32),
        accountNumber: z.string().regex(/^\d{1,17}$/),
        routingNumber: z.string().regex(/^\d{8,9}$/),
        checkNumber: z
          .string()
          .regex(/^\d{0,15}$/)
          .optional(),
        companyName: z.string().max(39).optional(),
        email: z.string().max(255).optional(),
      })
      .optional(),
  }),
]);
const authoriseBody = z.object({
  orderCode: id,
  amount: money,
  instrument,
  shopper: z.object({ email: z.string().max(255).optional(), countryId: z.string().max(2).optional(), ipAddress: z.string().max(64).optional() }),
  deviceDataSessionId: z.string().max(64).optional(),
  saveCard: z.boolean().optional(),
  storedCredentials: z.object({ usage: z.enum(['FIRST', 'USED']) }).optional(),
  resultUrl: url,
  latam: z
    .object({
      cpf: z.string().max(20).optional(),
      instalments: z.number().int().min(1).max(99).optional(),
      statementNarrative: z.string().max(255).optional(),
      shippingFee: z.object({ value: z.number().int().min(0).max(100_000_000), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
    })
    .optional(),
});
const hostedBody = authoriseBody.omit({ instrument: true, deviceDataSessionId: true, saveCard: true, storedCredentials: true, latam: true });
const merchantInitiatedBody = z.object({ orderCode: id, amount: money, token: id, schemeTransactionId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
const walletBody = z.object({
  orderCode: id,
  amount: money,
  wallet: z.object({ token: z.string().min(1).max(4096), network: z.string().regex(/^[A-Z]{2,20}$/), last4: z.string().regex(/^\d{4}$/) }),
  shopper: authoriseBody.shape.shopper,
});
const amountBody = z.object({ amount: money });
const outcomeBody = z.object({ outcome: z.enum(PAGE_OUTCOMES), bank: z.string().max(64).optional() });

export interface GatewayAppOptions extends Partial<SandboxOptions> {
  /** The shop's origin: the only target of the device-data page's message, and the frame ancestor allowed. */
  shopOrigin: string;
  gateway?: SandboxGateway;
  logger?: boolean;
  /** The merchant's API key: when set, every `/api/` call must carry `Authorization: Bearer <key>`. */
  apiKey?: string;
}

function refuse(reply: FastifyReply, status: number, message: string, parameters: unknown = []) {
  return reply.status(status).send({ message, parameters });
}

/** The sandbox gateway as its own HTTP service, on its own origin. */
export async function buildGatewayApp(
  options: GatewayAppOptions & { baseUrl: string | (() => string) },
): Promise<{ app: FastifyInstance; gateway: SandboxGateway }> {
  const gateway =
    options.gateway ??
    (await createSandboxGateway({
      baseUrl: options.baseUrl,
      // A real gateway's latency unless told (the environment's GATEWAY_SANDBOX_LATENCY_MS, or a test's).
      latencyMs: options.latencyMs ?? latencyWithin({ min: 120, max: 450 }),
      answerDelayMs: options.answerDelayMs,
      outage: options.outage ?? (() => false),
      notificationSecret: options.notificationSecret ?? '',
      notificationUrl: options.notificationUrl,
      deliver: options.deliver,
      retryDelayMs: options.retryDelayMs,
      clock: options.clock,
      onCall: options.onCall,
    }));
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof GatewayUnavailableError) return refuse(reply, 503, 'The payment service is unavailable. Please try again later.');
    if (error instanceof IdempotencyConflictError) return refuse(reply, 409, error.message);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return refuse(reply, status, 'The request is not valid.');
    app.log.error({ err: error }, 'sandbox gateway failure');
    return refuse(reply, 500, 'An error occurred on the server. Please try to place the order again.');
  });

  const parse = <T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    void refuse(
      reply,
      400,
      'The request is not valid.',
      result.error.issues.map((i) => i.path.join('.')),
    );
    return null;
  };
  const idempotencyKey = (headers: Record<string, unknown>) => {
    const key = headers['idempotency-key'];
    return typeof key === 'string' && /^[A-Za-z0-9_.:-]{8,128}$/.test(key) ? key : null;
  };
  const html = (reply: FastifyReply, body: string, status = 200, csp = "default-src 'none'; style-src 'unsafe-inline'") =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', `${csp}; form-action 'self' ${options.shopOrigin}; frame-ancestors 'self' ${options.shopOrigin}`)
      .send(body);

  app.addHook('onRequest', async (request, reply) => {
    if (!options.apiKey || !request.url.startsWith('/api/')) return;
    if (!sameSecret(String(request.headers.authorization ?? ''), `Bearer ${options.apiKey}`))
      return refuse(reply, 401, 'The merchant credentials are not valid.');
  });

  app.get('/health', async () => ({ ok: true }));
  app.get('/api/public-key', async () => gateway.publicKey());

  app.post('/api/payments', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key) return refuse(reply, 400, 'An Idempotency-Key header (8 to 128 characters) is required.');
    const body = parse(authoriseBody, request.body, reply);
    if (!body) return reply;
    return gateway.authorise({ ...(body as Omit<AuthoriseRequest, 'idempotencyKey'>), idempotencyKey: key });
  });

  // A wallet's payment token (Apple Pay, Google Pay, the sandbox wallet): opened and checked here, each token paying once.
  app.post('/api/payments/wallet', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key) return refuse(reply, 400, 'An Idempotency-Key header (8 to 128 characters) is required.');
    const body = parse(walletBody, request.body, reply);
    if (!body) return reply;
    return gateway.authoriseWallet({ ...body, idempotencyKey: key });
  });

  // An order inquiry: the latest payment of an order code, for a shop that lost the answer to its call.
  app.get('/api/payments', async (request, reply) => {
    const orderCode = parse(id, (request.query as { orderCode?: unknown }).orderCode, reply);
    if (!orderCode) return reply;
    const payment = await gateway.findPayment(orderCode);
    return payment ?? refuse(reply, 404, 'No payment has this order code.');
  });

  app.post('/api/payments/hosted', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key) return refuse(reply, 400, 'An Idempotency-Key header (8 to 128 characters) is required.');
    const body = parse(hostedBody, request.body, reply);
    if (!body) return reply;
    return gateway.hostedPage({ ...body, idempotencyKey: key });
  });

  // A merchant-initiated payment with a saved card (a subscription's renewal): no security code, the scheme's reference.
  app.post('/api/payments/merchant-initiated', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key) return refuse(reply, 400, 'An Idempotency-Key header (8 to 128 characters) is required.');
    const body = parse(merchantInitiatedBody, request.body, reply);
    if (!body) return reply;
    return gateway.merchantInitiatedPayment({ ...body, idempotencyKey: key });
  });

  for (const operation of ['capture', 'void', 'refund'] as const) {
    app.post(`/api/payments/:paymentId/${operation}`, async (request, reply) => {
      const key = idempotencyKey(request.headers);
      if (!key) return refuse(reply, 400, 'An Idempotency-Key header (8 to 128 characters) is required.');
      const paymentId = parse(id, (request.params as { paymentId: string }).paymentId, reply);
      if (!paymentId) return reply;
      if (operation === 'void') return gateway.void({ paymentId, idempotencyKey: key });
      const body = parse(amountBody, request.body, reply);
      if (!body) return reply;
      return gateway[operation]({ paymentId, idempotencyKey: key, amount: body.amount });
    });
  }

  // 3-D Secure device data collection (the `/worldpay/hostedpaymentpage/jwt`-style page in a hidden iframe).
  // Also at the path of the spec's page (`GET /worldpay/hostedpaymentpage/jwt?instrument=…`).
  for (const path of ['/3ds/device-data', '/worldpay/hostedpaymentpage/jwt']) {
    app.get(path, async (_request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      return html(
        reply,
        deviceDataPage(gateway.deviceDataSession(), options.shopOrigin, nonce),
        200,
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'`,
      );
    });
  }

  const pageRoute = (path: string, render: (paymentId: string, action: string) => string | null) => {
    app.get(`${path}/:paymentId`, async (request, reply) => {
      const paymentId = (request.params as { paymentId: string }).paymentId;
      const payment = id.safeParse(paymentId).success ? gateway.payment(paymentId) : undefined;
      if (!payment) return html(reply, messagePage('Payment not found', 'This payment does not exist.'), 404);
      if (payment.status !== 'PENDING') return html(reply, messagePage('Payment complete', 'This payment has already been completed.'), 409);
      const body = render(paymentId, `${path}/${paymentId}`);
      return body ? html(reply, body) : html(reply, messagePage('Payment not found', 'This payment does not exist.'), 404);
    });
    app.post(`${path}/:paymentId`, async (request, reply) => {
      const paymentId = (request.params as { paymentId: string }).paymentId;
      const body = outcomeBody.safeParse(request.body);
      if (!body.success || !id.safeParse(paymentId).success) return html(reply, messagePage('Invalid choice', 'Please pick one of the outcomes.'), 400);
      const payment = gateway.payment(paymentId);
      if (payment?.apm?.type === 'IDEAL-SSL' && body.data.outcome === 'success' && !SANDBOX_IDEAL_BANKS.some((b) => b.code === body.data.bank)) {
        return html(reply, messagePage('Choose your bank', 'Please choose your bank to pay with iDEAL.'), 400);
      }
      const done = await gateway.completePage(paymentId, body.data.outcome as PageOutcome, { bank: body.data.bank });
      if (!done) return html(reply, messagePage('Payment complete', 'This payment has already been completed.'), 409);
      return reply.redirect(done.redirectUrl, 303);
    });
  };
  pageRoute('/hpp', (paymentId, action) => {
    const payment = gateway.payment(paymentId)!;
    return payment.hosted ? hostedPage(payment, action) : null;
  });
  pageRoute('/3ds/challenge', (paymentId, action) => {
    const payment = gateway.payment(paymentId)!;
    return payment.card ? challengePage(payment, action) : null;
  });
  pageRoute('/apm', (paymentId, action) => {
    const payment = gateway.payment(paymentId)!;
    return payment.apm ? apmPage(payment, action, SANDBOX_IDEAL_BANKS) : null;
  });

  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  await app.register(sandboxWalletRoutes, { gateway, base });

  return { app, gateway };
}

export interface RunningGateway {
  url: string;
  gateway: SandboxGateway;
  close(): Promise<void>;
}

/**
 * Starts the twin on its own port (0 for any free one; a taken port falls back to a free one).
 * `notificationUrl` is read when each notification is sent.
 */
export async function startSandboxGateway(options: GatewayAppOptions & { port: number; host?: string }): Promise<RunningGateway> {
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';
  let built = await buildGatewayApp({ ...options, baseUrl: () => baseUrl });
  let address: string;
  try {
    address = await built.app.listen({ port: options.port, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await built.app.close();
    built = await buildGatewayApp({ ...options, gateway: built.gateway, baseUrl: () => baseUrl });
    address = await built.app.listen({ port: 0, host });
  }
  baseUrl = address.replace('://127.0.0.1', '://localhost');
  const { app, gateway } = built;
  return { url: baseUrl, gateway, close: () => app.close() };
}
