import { randomBytes, randomUUID } from 'node:crypto';
import { fromPayPalAmount, type Money, toPayPalAmount } from '../../domain';
import { webhookHeaders } from '../webhooks';
import { sandboxOutcome } from './test-data';

/** A refusal the way PayPal answers one: HTTP status, error name and the first issue. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue?: string,
  ) {
    super(issue ?? errorName);
  }
}

export interface SandboxCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: Money;
  refunded: number;
}

export interface SandboxAuthorization {
  id: string;
  status: 'CREATED' | 'DENIED' | 'CAPTURED' | 'VOIDED';
  amount: Money;
  capture?: SandboxCapture;
}

export interface SandboxOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  invoiceId: string;
  amount: Money;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
  /** The payer's account is kept (vaulted) once this order is captured. */
  saveAccount: boolean;
  payer?: { payerId: string; email: string };
  capture?: SandboxCapture;
  authorization?: SandboxAuthorization;
  /** The saved account this order was paid with, or the one its capture saved. */
  vaultId?: string;
}

interface VaultToken {
  id: string;
  payerId: string;
  email: string;
}

/** The twin's API calls, as its outage switch may name them. */
export type SandboxCall = 'createOrder' | 'getOrder' | 'captureOrder' | 'captureAuthorization' | 'voidAuthorization' | 'refundCapture' | 'deleteVaultToken';

export interface SandboxPayPalOptions {
  /** The twin's origin, for its approval page links (read when needed: known once it listens). */
  baseUrl: () => string;
  /** Milliseconds before each API call is worked on (read per call). */
  latencyMs: () => number;
  /** True while the twin plays an outage for this call (read per call): it answers 503. */
  outage: (call: SandboxCall) => boolean;
  webhookSecret: string;
  /** Where webhooks are posted (the shop's `/paypal/webhook`); none when it answers undefined. */
  webhookUrl?: () => string | undefined;
  /** Posts a webhook; fetch by default. Answers whether the shop acknowledged it (2xx). */
  deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<boolean>;
  /** Between delivery attempts (1, 2, 4… × this). */
  retryDelayMs?: number;
  /** How long a PENDING capture waits before it completes. */
  pendingCaptureMs?: number;
}

type Json = Record<string, unknown>;

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
/** PayPal's ids: 17 upper-case letters and digits (orders, captures, authorizations), 13 for payers. */
const paypalId = (length = 17) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
};

/**
 * PayPal's twin: OAuth2 client credentials, Orders v2 (an Express order waits for the payer's approval on
 * the twin's page; an order paid with a saved account is authorised at once), Payments v2 (capture, void,
 * refund), idempotency by `PayPal-Request-Id`, unique invoice ids, the vault (Vault v3: a token deleted),
 * and signed webhooks with retries.
 */
export function createSandboxPayPal(options: SandboxPayPalOptions) {
  const orders = new Map<string, SandboxOrder>();
  const authorizations = new Map<string, { order: SandboxOrder; authorization: SandboxAuthorization }>();
  const captures = new Map<string, { order: SandboxOrder; capture: SandboxCapture }>();
  const vault = new Map<string, VaultToken>();
  const invoices = new Set<string>();
  const idempotent = new Map<string, Promise<Json>>();
  const tokens = new Map<string, number>();
  const background = new Set<Promise<void>>();

  const track = (work: Promise<void>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  /** Answers like the service: after its latency, or 503 in an outage. */
  async function answer<T>(call: SandboxCall, work: () => T | Promise<T>): Promise<T> {
    await sleep(Math.max(0, options.latencyMs()));
    if (options.outage(call)) throw new SandboxError(503, 'SERVICE_UNAVAILABLE');
    return work();
  }

  /** A repeated `PayPal-Request-Id` answers the first request's result (a refusal is not kept: it may be sent again). */
  function once(requestId: string | undefined, work: () => Json): Promise<Json> {
    if (!requestId) return Promise.resolve().then(work);
    const previous = idempotent.get(requestId);
    if (previous) return previous;
    const result = Promise.resolve().then(work);
    idempotent.set(requestId, result);
    result.catch(() => idempotent.delete(requestId));
    return result;
  }

  function webhook(eventType: string, resourceType: string, resource: Json): void {
    const url = options.webhookUrl?.();
    if (!url) return;
    const body = JSON.stringify({
      id: `WH-${paypalId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      resource,
    });
    const deliver =
      options.deliver ??
      (async (target: string, payload: string, headers: Record<string, string>) =>
        (await fetch(target, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(5_000) })).ok);
    track(
      (async () => {
        const transmissionId = randomUUID();
        const headers = webhookHeaders(options.webhookSecret, transmissionId, new Date().toISOString(), body);
        for (let attempt = 0; attempt < 5; attempt++) {
          if (await deliver(url, body, headers).catch(() => false)) return;
          await sleep((options.retryDelayMs ?? 1_000) * 2 ** attempt);
        }
      })(),
    );
  }

  const links = (order: SandboxOrder) => [
    { href: `${options.baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${options.baseUrl()}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : []),
  ];

  const captureJson = (order: SandboxOrder, capture: SandboxCapture): Json => ({
    id: capture.id,
    status: capture.status,
    amount: toPayPalAmount(capture.amount),
    final_capture: true,
    supplementary_data: { related_ids: { order_id: order.id, ...(order.authorization ? { authorization_id: order.authorization.id } : {}) } },
  });

  const authorizationJson = (authorization: SandboxAuthorization): Json => ({
    id: authorization.id,
    status: authorization.status,
    amount: toPayPalAmount(authorization.amount),
  });

  function orderJson(order: SandboxOrder): Json {
    const payments = {
      ...(order.capture ? { captures: [captureJson(order, order.capture)] } : {}),
      ...(order.authorization ? { authorizations: [authorizationJson(order.authorization)] } : {}),
    };
    const token = order.vaultId ? vault.get(order.vaultId) : undefined;
    const paypal: Json = {
      ...(order.payer ? { email_address: order.payer.email, account_id: order.payer.payerId } : {}),
      ...(order.vaultId && order.intent === 'CAPTURE' && token
        ? { attributes: { vault: { id: token.id, status: 'VAULTED', customer: { id: token.payerId } } } }
        : {}),
    };
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      payment_source: { paypal },
      purchase_units: [
        { reference_id: 'default', invoice_id: order.invoiceId, amount: toPayPalAmount(order.amount), ...(Object.keys(payments).length ? { payments } : {}) },
      ],
      ...(order.payer ? { payer: { email_address: order.payer.email, payer_id: order.payer.payerId } } : {}),
      links: links(order),
    };
  }

  const url = (value: unknown): string | null => (typeof value === 'string' && value.length <= 2048 && /^https?:\/\/[^\s]+$/.test(value) ? value : null);

  function createOrder(body: Json): Json {
    const intent = body.intent;
    const units = Array.isArray(body.purchase_units) ? body.purchase_units : [];
    if ((intent !== 'CAPTURE' && intent !== 'AUTHORIZE') || units.length !== 1) throw new SandboxError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const unit = (units[0] ?? {}) as Json;
    const amount = fromPayPalAmount(unit.amount);
    if (!amount || amount.value <= 0) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'INVALID_AMOUNT');
    const invoiceId = typeof unit.invoice_id === 'string' && /^[A-Za-z0-9_-]{1,127}$/.test(unit.invoice_id) ? unit.invoice_id : null;
    if (!invoiceId) throw new SandboxError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    if (invoices.has(invoiceId)) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'DUPLICATE_INVOICE_ID');
    const paypal = ((body.payment_source as Json | undefined)?.paypal ?? {}) as Json;
    const order: SandboxOrder = {
      id: paypalId(),
      intent,
      status: 'PAYER_ACTION_REQUIRED',
      invoiceId,
      amount,
      brandName: '',
      returnUrl: '',
      cancelUrl: '',
      saveAccount: false,
    };
    if (typeof paypal.vault_id === 'string') {
      // A saved account pays at once: no approval page.
      const token = vault.get(paypal.vault_id);
      if (!token) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID');
      if (intent !== 'AUTHORIZE') throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'UNSUPPORTED_INTENT');
      const declined = sandboxOutcome(token.email, amount, true) === 'declined';
      order.status = 'COMPLETED';
      order.payer = { payerId: token.payerId, email: token.email };
      order.vaultId = token.id;
      order.authorization = { id: paypalId(), status: declined ? 'DENIED' : 'CREATED', amount };
      authorizations.set(order.authorization.id, { order, authorization: order.authorization });
    } else {
      const context = (paypal.experience_context ?? {}) as Json;
      const returnUrl = url(context.return_url);
      const cancelUrl = url(context.cancel_url);
      if (intent !== 'CAPTURE' || !returnUrl || !cancelUrl) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'MISSING_RETURN_URL');
      const vaultAsked = ((paypal.attributes as Json | undefined)?.vault as Json | undefined)?.store_in_vault === 'ON_SUCCESS';
      Object.assign(order, {
        returnUrl,
        cancelUrl,
        brandName: typeof context.brand_name === 'string' ? context.brand_name.slice(0, 127) : '',
        saveAccount: vaultAsked,
      });
    }
    invoices.add(invoiceId);
    orders.set(order.id, order);
    if (order.authorization?.status === 'DENIED') webhook('PAYMENT.AUTHORIZATION.DENIED', 'authorization', authorizationJson(order.authorization));
    return orderJson(order);
  }

  function completeCapture(order: SandboxOrder, capture: SandboxCapture): void {
    capture.status = 'COMPLETED';
    webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', captureJson(order, capture));
  }

  function captureOrder(orderId: string): Json {
    const order = orders.get(orderId);
    if (order?.intent !== 'CAPTURE') throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED') throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED' || !order.payer) throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const outcome = sandboxOutcome(order.payer.email, order.amount);
    const capture: SandboxCapture = {
      id: paypalId(),
      status: outcome === 'declined' ? 'DECLINED' : outcome === 'pending' ? 'PENDING' : 'COMPLETED',
      amount: order.amount,
      refunded: 0,
    };
    order.capture = capture;
    order.status = 'COMPLETED';
    captures.set(capture.id, { order, capture });
    if (capture.status === 'DECLINED') webhook('PAYMENT.CAPTURE.DENIED', 'capture', captureJson(order, capture));
    else if (capture.status === 'COMPLETED') webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', captureJson(order, capture));
    else track(sleep(options.pendingCaptureMs ?? 2_000).then(() => completeCapture(order, capture)));
    if (capture.status !== 'DECLINED' && order.saveAccount) {
      const token: VaultToken = { id: paypalId(7).toLowerCase(), payerId: order.payer.payerId, email: order.payer.email };
      vault.set(token.id, token);
      order.vaultId = token.id;
      webhook('VAULT.PAYMENT-TOKEN.CREATED', 'payment_token', { id: token.id, customer: { id: token.payerId } });
    }
    return orderJson(order);
  }

  function authorization(id: string) {
    const found = authorizations.get(id);
    if (!found) throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return found;
  }

  return {
    /** OAuth2 client credentials (checked by the app): a bearer token for 9 hours. */
    issueToken(): { access_token: string; token_type: string; expires_in: number } {
      const value = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.set(value, Date.now() + 32_400_000);
      return { access_token: value, token_type: 'Bearer', expires_in: 32_400 };
    },
    validToken: (value: string) => (tokens.get(value) ?? 0) > Date.now(),
    createOrder: (body: Json, requestId?: string) => answer('createOrder', () => once(requestId, () => createOrder(body))),
    getOrder: (orderId: string) =>
      answer('getOrder', () => {
        const order = orders.get(orderId);
        if (!order) throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        return orderJson(order);
      }),
    captureOrder: (orderId: string, requestId?: string) => answer('captureOrder', () => once(requestId, () => captureOrder(orderId))),
    captureAuthorization: (id: string, amount: Money | null, requestId?: string) =>
      answer('captureAuthorization', () =>
        once(requestId, () => {
          const { order, authorization: found } = authorization(id);
          if (found.status !== 'CREATED')
            throw new SandboxError(
              422,
              'UNPROCESSABLE_ENTITY',
              found.status === 'CAPTURED' ? 'AUTHORIZATION_ALREADY_CAPTURED' : `AUTHORIZATION_${found.status}`,
            );
          const value = amount ?? found.amount;
          if (value.currency !== found.amount.currency || value.value <= 0 || value.value > found.amount.value)
            throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_MISMATCH');
          const capture: SandboxCapture = { id: paypalId(), status: 'COMPLETED', amount: value, refunded: 0 };
          found.status = 'CAPTURED';
          found.capture = capture;
          order.capture = capture;
          captures.set(capture.id, { order, capture });
          webhook('PAYMENT.CAPTURE.COMPLETED', 'capture', captureJson(order, capture));
          return captureJson(order, capture);
        }),
      ),
    voidAuthorization: (id: string, requestId?: string) =>
      answer('voidAuthorization', () =>
        once(requestId, () => {
          const { authorization: found } = authorization(id);
          if (found.status !== 'CREATED')
            throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', found.status === 'VOIDED' ? 'AUTHORIZATION_ALREADY_VOIDED' : `AUTHORIZATION_${found.status}`);
          found.status = 'VOIDED';
          webhook('PAYMENT.AUTHORIZATION.VOIDED', 'authorization', authorizationJson(found));
          return authorizationJson(found);
        }),
      ),
    refundCapture: (id: string, amount: Money | null, requestId?: string) =>
      answer('refundCapture', () =>
        once(requestId, () => {
          const found = captures.get(id);
          if (!found) throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
          const { capture } = found;
          const value = amount ?? { value: capture.amount.value - capture.refunded, currency: capture.amount.currency };
          if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
            throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
          if (value.currency !== capture.amount.currency || value.value <= 0 || capture.refunded + value.value > capture.amount.value)
            throw new SandboxError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
          capture.refunded += value.value;
          capture.status = capture.refunded === capture.amount.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
          const refund = { id: paypalId(), status: 'COMPLETED', amount: toPayPalAmount(value) };
          webhook('PAYMENT.CAPTURE.REFUNDED', 'refund', refund);
          return refund;
        }),
      ),
    /** Vault v3: a saved account's token deleted; payments with it are refused from then on (404 for an unknown one). */
    deleteVaultToken: (id: string) =>
      answer('deleteVaultToken', () => {
        const token = vault.get(id);
        if (!token) throw new SandboxError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        vault.delete(id);
        webhook('VAULT.PAYMENT-TOKEN.DELETED', 'payment_token', { id: token.id, customer: { id: token.payerId } });
      }),
    /** The shopper's 'Approve' on the approval page: where PayPal sends them back to, or null when the order waits for no one. */
    approve(orderId: string, email: string): string | null {
      const order = orders.get(orderId);
      if (order?.status !== 'PAYER_ACTION_REQUIRED' || order.intent !== 'CAPTURE') return null;
      order.status = 'APPROVED';
      order.payer = { payerId: paypalId(13), email };
      webhook('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderJson(order));
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', order.payer.payerId);
      return back.toString();
    },
    /** The shopper's 'Cancel': back to the shop's cancel URL with the token; the order stays unapproved. */
    cancel(orderId: string): string | null {
      const order = orders.get(orderId);
      if (order?.status !== 'PAYER_ACTION_REQUIRED' || order.intent !== 'CAPTURE') return null;
      const back = new URL(order.cancelUrl);
      back.searchParams.set('token', order.id);
      return back.toString();
    },
    /** The twin's internals, for its pages and tests. */
    order: (orderId: string) => orders.get(orderId),
    vaultToken: (id: string) => vault.get(id),
    /** Tests: PayPal's side of an order changed behind the shop's back (an amount that no longer matches). */
    alterOrderAmount(orderId: string, amount: Money): void {
      const order = orders.get(orderId);
      if (order) order.amount = amount;
    },
    /** Webhook deliveries and pending captures still running (tests wait for them). */
    async settled(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}

export type SandboxPayPal = ReturnType<typeof createSandboxPayPal>;
