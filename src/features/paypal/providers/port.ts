import type { Money, WebhookEvent } from '../domain';

/**
 * PayPal as the shop uses it (Orders v2: Express checkout with the shopper's approval, payments with a saved
 * account, captures, voids and refunds; Vault v3: deleting a saved account; signed webhooks). The HTTP adapter speaks it to PayPal or to the
 * sandbox twin; the contract test runs it against the twin over real HTTP.
 */
export interface PayPalPort {
  /** A PayPal order for the amount, waiting for the shopper's approval on PayPal's page. */
  createOrder(request: CreateOrderRequest): Promise<CreatedOrder>;
  /** The order as PayPal holds it (amount, status, payer), or null when PayPal knows no such order. */
  getOrder(orderId: string): Promise<PayPalOrder | null>;
  /** Captures an approved order (idempotent by request id: a repeat answers the first capture). */
  captureOrder(orderId: string, requestId: string): Promise<CaptureResult>;
  /** A payment with a saved account: authorised at once, no approval page. */
  payWithVault(request: VaultPaymentRequest): Promise<VaultPayment>;
  /**
   * The vault payment a request id started, when PayPal received it (an answer lost on the way back, a
   * crash): the request is repeated with its id only, so PayPal answers the first one or creates nothing.
   */
  findVaultPayment(requestId: string): Promise<VaultPayment | null>;
  captureAuthorization(request: { authorizationId: string; amount: Money; requestId: string }): Promise<{ captureId: string; status: string }>;
  voidAuthorization(request: { authorizationId: string; requestId: string }): Promise<void>;
  refundCapture(request: { captureId: string; amount: Money; requestId: string }): Promise<{ refundId: string; status: string }>;
  /**
   * Deletes a saved account's token from PayPal's vault (Vault v3), so it pays no more: true when deleted,
   * false when PayPal knows no such token (deleted already).
   */
  deleteVaultToken(vaultId: string): Promise<boolean>;
  /** The event a webhook carries, when its signature over the exact body holds; else null. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookEvent | null;
}

export interface CreateOrderRequest {
  /** `PayPal-Request-Id`: a repeat answers the first order. */
  requestId: string;
  /** The shop's reference (`invoice_id`): unique per order at PayPal. */
  invoiceId: string;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  /** Ask PayPal to keep the payer's account for later payments once this one is captured. */
  saveAccount: boolean;
}

export interface CreatedOrder {
  id: string;
  status: string;
  /** PayPal's approval page for this order (the `payer-action` link). */
  approveUrl: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  invoiceId: string | null;
  amount: Money | null;
}

export interface CaptureResult {
  orderId: string;
  status: string;
  capture: { id: string; status: string; amount: Money | null } | null;
  /** The payer's email as PayPal answers it: used to mask, never kept whole. */
  payerEmail: string | null;
  /** The payer's account kept for later payments (a billing agreement), when it was asked for. */
  vault: { id: string; status: string } | null;
}

interface VaultPaymentRequest {
  requestId: string;
  invoiceId: string;
  amount: Money;
  vaultId: string;
}

export interface VaultPayment {
  orderId: string;
  authorization: { id: string; status: string; amount: Money | null } | null;
}

/** PayPal did not answer (timeout, network, 5xx): nothing is known of the call. */
export class PayPalUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`PayPal unavailable: ${reason}`);
    this.name = 'PayPalUnavailableError';
  }
}

/** PayPal refused the call (4xx), with its error name and first issue (`UNPROCESSABLE_ENTITY`, `ORDER_NOT_APPROVED`). */
export class PayPalRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | null,
  ) {
    super(`PayPal refused the request: HTTP ${status} ${errorName}${issue ? ` ${issue}` : ''}`);
    this.name = 'PayPalRequestError';
  }
}
