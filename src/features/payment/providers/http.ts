import type { GatewayPublicKey } from '../domain/card-encryption';
import { verifySignedNotification } from './notifications';
import {
  type AmountOperation,
  type AuthoriseRequest,
  type AuthoriseResult,
  GatewayRequestError,
  GatewayUnavailableError,
  type HostedPageRequest,
  IdempotencyConflictError,
  type MerchantInitiatedPaymentRequest,
  type MerchantInitiatedPaymentResult,
  type OperationResult,
  type PaymentGatewayPort,
  type PaymentInquiry,
  type PaymentOperation,
  type WalletAuthoriseRequest,
} from './port';

export interface HttpGatewayOptions {
  /** The gateway's origin (`GATEWAY_URL`), the sandbox twin's or a real one's. */
  baseUrl: string;
  notificationSecret: string;
  /** The merchant's API key, sent as `Authorization: Bearer …`. */
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The gateway over its HTTP API: the adapter the shop uses for the sandbox on its own port and for a
 * real gateway alike. A timeout, a network failure or a 5xx is `GatewayUnavailableError`.
 */
export function createHttpGateway(options: HttpGatewayOptions): PaymentGatewayPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let cachedKey: Promise<GatewayPublicKey> | undefined;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string, notFound?: T): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (response.status === 404 && notFound !== undefined) return notFound;
    if (response.status === 409) throw new IdempotencyConflictError();
    if (response.status === 401 || response.status === 403)
      throw new GatewayRequestError(response.status, `Payment gateway refused the merchant credentials: HTTP ${response.status}`);
    if (response.status >= 500) throw new GatewayUnavailableError(`HTTP ${response.status}`);
    if (!response.ok) throw new GatewayRequestError(response.status, `Payment gateway refused the request: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    publicKey() {
      cachedKey ??= call<GatewayPublicKey>('GET', '/api/public-key').catch((error) => {
        cachedKey = undefined;
        throw error;
      });
      return cachedKey;
    },
    authorise: ({ idempotencyKey, ...request }: AuthoriseRequest) => call<AuthoriseResult>('POST', '/api/payments', request, idempotencyKey),
    authoriseWallet: ({ idempotencyKey, ...request }: WalletAuthoriseRequest) => call<AuthoriseResult>('POST', '/api/payments/wallet', request, idempotencyKey),
    hostedPage: ({ idempotencyKey, ...request }: HostedPageRequest) =>
      call<{ paymentId: string; redirectUrl: string }>('POST', '/api/payments/hosted', request, idempotencyKey),
    capture: ({ paymentId, idempotencyKey, amount }: AmountOperation) =>
      call<OperationResult>('POST', `/api/payments/${encodeURIComponent(paymentId)}/capture`, { amount }, idempotencyKey),
    void: ({ paymentId, idempotencyKey }: PaymentOperation) =>
      call<OperationResult>('POST', `/api/payments/${encodeURIComponent(paymentId)}/void`, {}, idempotencyKey),
    refund: ({ paymentId, idempotencyKey, amount }: AmountOperation) =>
      call<OperationResult>('POST', `/api/payments/${encodeURIComponent(paymentId)}/refund`, { amount }, idempotencyKey),
    findPayment: (orderCode: string) =>
      call<PaymentInquiry | null>('GET', `/api/payments?orderCode=${encodeURIComponent(orderCode)}`, undefined, undefined, null),
    merchantInitiatedPayment: ({ idempotencyKey, ...request }: MerchantInitiatedPaymentRequest) =>
      call<MerchantInitiatedPaymentResult>('POST', '/api/payments/merchant-initiated', request, idempotencyKey),
    verifyNotification: (rawBody, signature) => verifySignedNotification(options.notificationSecret, rawBody, signature),
  };
}
