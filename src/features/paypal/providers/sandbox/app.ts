import { sameSecret } from '../../../../shared/server/constant-time';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { fromPayPalAmount } from '../../domain';
import { messagePage, approvalPage } from './pages';
import { latencyWithin } from '../../../../shared/server/sandbox-latency';
import { createSandboxPayPal, type SandboxPayPal, SandboxError, type SandboxPayPalOptions } from './paypal';
import { SANDBOX_BUYER_EMAIL } from './test-data';

export interface PayPalTwinOptions extends Partial<Omit<SandboxPayPalOptions, 'baseUrl'>> {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  logger?: boolean;
}

const ID = /^[A-Za-z0-9-]{1,64}$/;
const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,108}$/;

function refuse(reply: FastifyReply, error: SandboxError) {
  return reply.status(error.status).send({
    name: error.errorName,
    message:
      error.status === 503 ? 'Service Unavailable.' : 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: Math.random().toString(16).slice(2, 15),
    details: error.issue ? [{ issue: error.issue, description: error.issue }] : [],
  });
}

const same = sameSecret;

/** PayPal's twin as its own HTTP service on its own origin: the REST API and the approval page. */
async function buildPayPalTwinApp(options: PayPalTwinOptions & { baseUrl: () => string }): Promise<{ app: FastifyInstance; paypal: SandboxPayPal }> {
  const paypal = createSandboxPayPal({
    baseUrl: options.baseUrl,
    // PayPal's small latency unless told (the environment's PAYPAL_SANDBOX_LATENCY_MS, or a test's).
    latencyMs: options.latencyMs ?? latencyWithin({ min: 40, max: 150 }),
    outage: options.outage ?? (() => false),
    webhookSecret: options.webhookSecret,
    webhookUrl: options.webhookUrl,
    deliver: options.deliver,
    retryDelayMs: options.retryDelayMs,
    pendingCaptureMs: options.pendingCaptureMs,
  });
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 32 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError) return refuse(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return refuse(reply, new SandboxError(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'));
    app.log.error({ err: error }, 'PayPal twin failure');
    return refuse(reply, new SandboxError(500, 'INTERNAL_SERVER_ERROR'));
  });

  // Every API call but the token's carries a bearer token the twin issued.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v2/') && !request.url.startsWith('/v3/')) return;
    const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !paypal.validToken(bearer)) {
      return reply.status(401).send({
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        details: [],
      });
    }
  });

  const requestIdOf = (request: FastifyRequest) => {
    const value = request.headers['paypal-request-id'];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !REQUEST_ID.test(value)) throw new SandboxError(400, 'INVALID_REQUEST', 'INVALID_PAYPAL_REQUEST_ID');
    return value;
  };
  const idParam = (request: FastifyRequest) => {
    const id = (request.params as { id: string }).id;
    if (!ID.test(id)) throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return id;
  };
  const body = (request: FastifyRequest) => (typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {});
  const amountOf = (request: FastifyRequest) => {
    const given = body(request).amount;
    if (given === undefined) return null;
    const amount = fromPayPalAmount(given);
    if (!amount) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'INVALID_AMOUNT');
    return amount;
  };

  app.get('/health', async () => ({ ok: true }));

  app.post('/v1/oauth2/token', async (request, reply) => {
    const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const [clientId = '', clientSecret = ''] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if ((body(request).grant_type as unknown) !== 'client_credentials')
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    if (!same(clientId, options.clientId) || !same(clientSecret, options.clientSecret))
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    return paypal.issueToken();
  });

  app.post('/v2/checkout/orders', async (request, reply) => reply.status(201).send(await paypal.createOrder(body(request), requestIdOf(request))));
  app.get('/v2/checkout/orders/:id', async (request) => paypal.getOrder(idParam(request)));
  app.post('/v2/checkout/orders/:id/capture', async (request, reply) =>
    reply.status(201).send(await paypal.captureOrder(idParam(request), requestIdOf(request))),
  );
  app.post('/v2/payments/authorizations/:id/capture', async (request, reply) =>
    reply.status(201).send(await paypal.captureAuthorization(idParam(request), amountOf(request), requestIdOf(request))),
  );
  app.post('/v2/payments/authorizations/:id/void', async (request, reply) => {
    await paypal.voidAuthorization(idParam(request), requestIdOf(request));
    return reply.status(204).send();
  });
  app.delete('/v3/vault/payment-tokens/:id', async (request, reply) => {
    await paypal.deleteVaultToken(idParam(request));
    return reply.status(204).send();
  });
  app.post('/v2/payments/captures/:id/refund', async (request, reply) =>
    reply.status(201).send(await paypal.refundCapture(idParam(request), amountOf(request), requestIdOf(request))),
  );

  /** The approval page may post to itself and send the shopper back to the shop's return or cancel address. */
  const page = (reply: FastifyReply, html: string, status = 200, backTo: string[] = []) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${backTo.join(' ')}; frame-ancestors 'none'`)
      .send(html);
  const origins = (...urls: string[]) => [...new Set(urls.map((u) => new URL(u).origin))];

  app.get('/checkoutnow', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const order = typeof token === 'string' && ID.test(token) ? paypal.order(token) : undefined;
    if (order?.intent !== 'CAPTURE') return page(reply, messagePage('Payment not found', 'This PayPal payment does not exist.'), 404);
    if (order.status !== 'PAYER_ACTION_REQUIRED')
      return page(reply, messagePage('Payment already approved', 'This PayPal payment has already been approved.'), 409);
    return page(reply, approvalPage(order, '/checkoutnow', SANDBOX_BUYER_EMAIL), 200, origins(order.returnUrl, order.cancelUrl));
  });

  app.post('/checkoutnow', async (request, reply) => {
    const form = body(request);
    const token = typeof form.token === 'string' && ID.test(form.token) ? form.token : '';
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    if (form.action === 'cancel') {
      const back = paypal.cancel(token);
      return back ? reply.redirect(back, 303) : page(reply, messagePage('Payment not found', 'This PayPal payment is not waiting for you.'), 409);
    }
    if (form.action !== 'approve') return page(reply, messagePage('Choose an action', 'Please approve or cancel the payment.'), 400);
    if (!/^[^@\s]{1,64}@[^@\s]+\.[^@\s]{2,}$/.test(email) || email.length > 254) {
      return page(reply, messagePage('Check your email', 'Please enter the email address of your PayPal account.'), 400);
    }
    const back = paypal.approve(token, email);
    return back ? reply.redirect(back, 303) : page(reply, messagePage('Payment not found', 'This PayPal payment is not waiting for you.'), 409);
  });

  return { app, paypal };
}

export interface RunningPayPalTwin {
  url: string;
  paypal: SandboxPayPal;
  close(): Promise<void>;
}

/** Starts the twin on its own port (0: any free one; a taken port falls back to a free one). */
export async function startPayPalTwin(options: PayPalTwinOptions & { port: number; host?: string }): Promise<RunningPayPalTwin> {
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';
  let built = await buildPayPalTwinApp({ ...options, baseUrl: () => baseUrl });
  let address: string;
  try {
    address = await built.app.listen({ port: options.port, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await built.app.close();
    built = await buildPayPalTwinApp({ ...options, baseUrl: () => baseUrl });
    address = await built.app.listen({ port: 0, host });
  }
  baseUrl = address.replace('://127.0.0.1', '://localhost');
  const { app, paypal } = built;
  return { url: baseUrl, paypal, close: () => app.close() };
}
