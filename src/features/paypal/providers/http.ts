import { fromPayPalAmount, type PayPalAmount, toPayPalAmount } from '../domain';
import {
  type CaptureResult,
  type CreatedOrder,
  type PayPalOrder,
  type PayPalPort,
  PayPalRequestError,
  PayPalUnavailableError,
  type VaultPayment,
} from './port';
import { verifyWebhook } from './webhooks';

export interface HttpPayPalOptions {
  /** PayPal's API origin (`PAYPAL_URL`): the sandbox twin's, or `https://api-m.paypal.com`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The secret webhooks are signed with. */
  webhookSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** An access token is asked for again this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The first capture or authorization of an order's first purchase unit. */
function firstPayment(order: Json, kind: 'captures' | 'authorizations') {
  const payment = record(list(record(record(list(order.purchase_units)[0]).payments)[kind])[0]);
  const id = text(payment.id);
  return id ? { id, status: text(payment.status) ?? '', amount: fromPayPalAmount(payment.amount) } : null;
}

function vaultPaymentOf(order: Json): VaultPayment {
  return { orderId: text(order.id) ?? '', authorization: firstPayment(order, 'authorizations') };
}

/**
 * PayPal's REST API over HTTP (OAuth2 client credentials, then Orders v2, Payments v2 and Vault v3). A timeout, a
 * network failure or a 5xx is `PayPalUnavailableError`; a 4xx is `PayPalRequestError` with PayPal's issue.
 */
export function createHttpPayPal(options: HttpPayPalOptions): PayPalPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: Promise<{ value: string; expiresAt: number }> | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PayPalUnavailableError((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
  }

  async function refused(response: Response): Promise<never> {
    if (response.status >= 500) throw new PayPalUnavailableError(`HTTP ${response.status}`);
    const body = record(await response.json().catch(() => null));
    const issue = text(record(list(body.details)[0]).issue);
    throw new PayPalRequestError(response.status, text(body.name) ?? text(body.error) ?? 'UNKNOWN', issue);
  }

  async function newToken(): Promise<{ value: string; expiresAt: number }> {
    const response = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) await refused(response);
    const body = record(await response.json());
    const value = text(body.access_token);
    if (!value) throw new PayPalUnavailableError('bad_token_answer');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    return { value, expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
  }

  async function accessToken(): Promise<string> {
    const current = await token?.catch(() => undefined);
    if (current && current.expiresAt > Date.now()) return current.value;
    token = newToken();
    return (await token).value;
  }

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, requestId?: string, retried = false): Promise<Response> {
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${await accessToken()}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
        prefer: 'return=representation',
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    // A token PayPal no longer takes (revoked, expired early): asked for again, once.
    if (response.status === 401 && !retried) {
      token = undefined;
      return call(method, path, body, requestId, true);
    }
    return response;
  }

  async function json(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<Json> {
    const response = await call(method, path, body, requestId);
    if (!response.ok) await refused(response);
    return response.status === 204 ? {} : record(await response.json().catch(() => null));
  }

  const amount = (money: { value: number; currency: string }): PayPalAmount => toPayPalAmount(money);

  return {
    async createOrder(request): Promise<CreatedOrder> {
      const order = await json(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: 'default', invoice_id: request.invoiceId, amount: amount(request.amount) }],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: request.brandName,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
              },
              ...(request.saveAccount ? { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } } : {}),
            },
          },
        },
        request.requestId,
      );
      const approve = list(order.links)
        .map(record)
        .find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      const id = text(order.id);
      const approveUrl = text(approve?.href);
      if (!id || !approveUrl || !/^https?:\/\//.test(approveUrl)) throw new PayPalUnavailableError('bad_order_answer');
      return { id, status: text(order.status) ?? '', approveUrl };
    },

    async getOrder(orderId): Promise<PayPalOrder | null> {
      const response = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (response.status === 404) return null;
      if (!response.ok) await refused(response);
      const order = record(await response.json().catch(() => null));
      const unit = record(list(order.purchase_units)[0]);
      return { id: text(order.id) ?? orderId, status: text(order.status) ?? '', invoiceId: text(unit.invoice_id), amount: fromPayPalAmount(unit.amount) };
    },

    async captureOrder(orderId, requestId): Promise<CaptureResult> {
      const order = await json('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId);
      const paypal = record(record(order.payment_source).paypal);
      const vault = record(record(paypal.attributes).vault);
      const vaultId = text(vault.id);
      return {
        orderId: text(order.id) ?? orderId,
        status: text(order.status) ?? '',
        capture: firstPayment(order, 'captures'),
        payerEmail: text(paypal.email_address) ?? text(record(order.payer).email_address),
        vault: vaultId ? { id: vaultId, status: text(vault.status) ?? '' } : null,
      };
    },

    async payWithVault(request): Promise<VaultPayment> {
      const order = await json(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [{ reference_id: 'default', invoice_id: request.invoiceId, amount: amount(request.amount) }],
          payment_source: { paypal: { vault_id: request.vaultId } },
        },
        request.requestId,
      );
      return vaultPaymentOf(order);
    },

    async findVaultPayment(requestId): Promise<VaultPayment | null> {
      // The same request id with no order to create: PayPal answers the first request's order, or refuses this one.
      const response = await call('POST', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [] }, requestId);
      if (response.status === 400 || response.status === 422) return null;
      if (!response.ok) await refused(response);
      return vaultPaymentOf(record(await response.json().catch(() => null)));
    },

    async captureAuthorization({ authorizationId, amount: money, requestId }) {
      const capture = await json(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
        { amount: amount(money), final_capture: true },
        requestId,
      );
      return { captureId: text(capture.id) ?? '', status: text(capture.status) ?? '' };
    },

    async voidAuthorization({ authorizationId, requestId }) {
      await json('POST', `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`, undefined, requestId);
    },

    async refundCapture({ captureId, amount: money, requestId }) {
      const refund = await json('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, { amount: amount(money) }, requestId);
      return { refundId: text(refund.id) ?? '', status: text(refund.status) ?? '' };
    },

    async deleteVaultToken(vaultId) {
      const response = await call('DELETE', `/v3/vault/payment-tokens/${encodeURIComponent(vaultId)}`);
      if (response.status === 404) return false;
      if (!response.ok) await refused(response);
      return true;
    },

    verifyWebhook: (headers, rawBody) => verifyWebhook(options.webhookSecret, headers, rawBody),
  };
}
