import type { GatewayPublicKey } from '../domain/card-encryption';

/**
 * The card and alternative-payment gateway (a Worldpay-style service). The shop never holds a card:
 * it passes the browser's encrypted blob (or a saved card's token) and keeps what the gateway answers.
 * An unreachable gateway throws `GatewayUnavailableError`; a refusal is an answer, not an error.
 */
export interface PaymentGatewayPort {
  /** The key the browser encrypts the card with (client-side encryption). */
  publicKey(): Promise<GatewayPublicKey>;
  /**
   * Authorises an amount. The idempotency key makes a retry safe: the same key answers the first
   * result and never charges twice; the same key with a different request is refused (`IdempotencyConflictError`).
   */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /**
   * Authorises an amount with a wallet's payment token (Apple Pay, Google Pay): the gateway opens the token,
   * checks it (its signature, its expiry, the amount it was made for, the card the shop was told of) and pays
   * with the card in it. A token pays once: presented again under another idempotency key it is refused
   * (`TOKEN_ALREADY_USED`); other refusals: `INVALID_TOKEN`, `TOKEN_EXPIRED`, `AMOUNT_MISMATCH`,
   * `WALLET_CARD_MISMATCH`, and the card's own (`REFUSED`, `ERROR`). Idempotent as `authorise`.
   */
  authoriseWallet(request: WalletAuthoriseRequest): Promise<AuthoriseResult>;
  /** A hosted payment page for an order: the shopper pays on the gateway's page and comes back to `resultUrl`. */
  hostedPage(request: HostedPageRequest): Promise<{ paymentId: string; redirectUrl: string }>;
  capture(request: AmountOperation): Promise<OperationResult>;
  void(request: PaymentOperation): Promise<OperationResult>;
  refund(request: AmountOperation): Promise<OperationResult>;
  /**
   * The gateway's payment of an order code (an order inquiry), or null when it holds none: how the shop
   * learns what became of a call whose answer it never got (a timeout after the gateway had acted).
   */
  findPayment(orderCode: string): Promise<PaymentInquiry | null>;
  /**
   * A merchant-initiated payment with a saved card (a subscription's renewal): no shopper present, no
   * security code, the scheme's reference of the card's first stored-credential payment. Authorised and
   * captured at once; idempotent by its key like `authorise`. A refusal is an answer.
   */
  merchantInitiatedPayment(request: MerchantInitiatedPaymentRequest): Promise<MerchantInitiatedPaymentResult>;
  /** Checks a notification's signature over its exact body; the notification when genuine, else null. */
  verifyNotification(rawBody: string, signature: string | undefined): GatewayNotification | null;
}

export interface Money {
  /** Minor units (pence, cents). */
  value: number;
  /** ISO 4217. */
  currency: string;
}

export type PaymentInstrument =
  /** A card encrypted in the browser (`v1.<keyId>.<base64>`), see domain/card-encryption.ts. */
  | { kind: 'card'; encryptedData: string; cardholderName: string }
  /** A saved card: the gateway's token and the security code the shopper types again (saved_cc_cid). */
  | { kind: 'token'; token: string; cvc: string }
  /** An alternative method: IDEAL-SSL (+ bank), KLARNA-SSL (+ Klarna option), ACH_DIRECT_DEBIT-SSL (+ account). */
  | { kind: 'apm'; type: string; bank?: string; klarnaType?: string; ach?: AchAccount };

export interface AchAccount {
  accountType: string;
  accountNumber: string;
  routingNumber: string;
  checkNumber?: string;
  companyName?: string;
  email?: string;
}

export interface AuthoriseRequest {
  /** The shop's reference of the order (the gateway's orderCode). */
  orderCode: string;
  idempotencyKey: string;
  amount: Money;
  instrument: PaymentInstrument;
  shopper: { email?: string; countryId?: string; ipAddress?: string };
  /** The 3-D Secure device-data session (dfReferenceId) when the browser collected one. */
  deviceDataSessionId?: string;
  /** Asks the gateway to keep the card and answer its token (a customer's "save my card"); card instruments only. */
  saveCard?: boolean;
  /**
   * Stored credentials: FIRST when the card is saved with this payment, USED when a saved card pays
   * (a payment the shopper starts, with the security code typed again). An authorised FIRST answers the
   * scheme's transaction id, which later merchant-initiated payments of the card must quote.
   */
  storedCredentials?: { usage: 'FIRST' | 'USED' };
  /** Where the gateway's pages send the shopper back: `${resultUrl}/{success|failure|cancel|pending|error}`. */
  resultUrl: string;
  /** Latin-American card payments (spec 002 §5, §9): card instruments only. */
  latam?: LatamDetails;
}

/** A wallet payment's authorise: the token as the wallet answered it, and the card the wallet said it holds. */
export interface WalletAuthoriseRequest {
  orderCode: string;
  idempotencyKey: string;
  amount: Money;
  wallet: { token: string; network: string; last4: string };
  shopper: { email?: string; countryId?: string };
}

export interface LatamDetails {
  /** The Brazilian CPF (11 digits) or CNPJ (14), digits only; Brazil only. */
  cpf?: string;
  /** The number of instalments; 1 is 'One Payment'. */
  instalments?: number;
  /** The text on the shopper's statement (letters, digits and spaces). */
  statementNarrative?: string;
  /** The order's delivery charge, passed for Brazil only. */
  shippingFee?: Money;
}

export type HostedPageRequest = Omit<AuthoriseRequest, 'instrument' | 'deviceDataSessionId' | 'latam'>;

export type PaymentStatus = 'AUTHORISED' | 'REFUSED' | 'ERROR' | 'PENDING' | 'CAPTURED' | 'CANCELLED' | 'REFUNDED';

export type AuthoriseResult =
  | { status: 'AUTHORISED'; paymentId: string; card?: CardSummary; savedCard?: SavedCardToken; schemeTransactionId?: string }
  | { status: 'REFUSED' | 'ERROR'; paymentId: string; reason: string; card?: CardSummary }
  /** 3-D Secure challenge, a hosted page or an APM page: send the shopper to the URL. */
  | { status: 'REDIRECT'; paymentId: string; redirectUrl: string; card?: CardSummary };

/** What the gateway holds of a payment, as an inquiry answers it (the latest payment of the order code). */
export interface PaymentInquiry {
  paymentId: string;
  orderCode: string;
  status: PaymentStatus;
  amount: Money;
  card?: CardSummary;
  /** The saved card of the payment: the one kept with it ("save my card", once authorised), or the one that paid. */
  savedCard?: SavedCardToken;
  /** The scheme's id of an authorised stored credential's first payment. */
  schemeTransactionId?: string;
}

/** All the shop may keep of a card. */
export interface CardSummary {
  last4: string;
  type: string;
}

/** A card the gateway keeps for later payments (`saveCard`): its token and what the shop may show of it. */
export interface SavedCardToken extends CardSummary {
  token: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
}

export interface MerchantInitiatedPaymentRequest {
  /** The shop's reference of the payment (a renewal's order code). */
  orderCode: string;
  idempotencyKey: string;
  amount: Money;
  /** The saved card's token. */
  token: string;
  /** The scheme's transaction id answered to the card's first (FIRST) stored-credential authorisation. */
  schemeTransactionId: string;
}

export type MerchantInitiatedPaymentResult =
  | { status: 'CAPTURED'; paymentId: string; amount: Money; card: CardSummary }
  | { status: 'REFUSED' | 'ERROR'; paymentId: string; reason: string };

export interface PaymentOperation {
  paymentId: string;
  idempotencyKey: string;
}

export interface AmountOperation extends PaymentOperation {
  amount: Money;
}

export type OperationResult = { ok: true; paymentId: string; status: PaymentStatus; amount: Money } | { ok: false; paymentId: string; reason: string };

/** A status change the gateway posts to the shop (AUTHORISED, CAPTURED, SETTLED, REFUSED, CANCELLED, SENT_FOR_REFUND, REFUNDED…). */
export interface GatewayNotification {
  notificationId: string;
  orderCode: string;
  paymentId: string;
  status: string;
  amount?: Money;
  occurredAt: string;
}

/** The gateway did not answer (outage, network failure, timeout). */
export class GatewayUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Payment gateway unavailable: ${reason}`);
    this.name = 'GatewayUnavailableError';
  }
}

/** An idempotency key reused for a different request. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('The idempotency key was already used for a different request.');
    this.name = 'IdempotencyConflictError';
  }
}

/** The gateway refused the request itself (malformed, or the merchant's credentials): a fault of the shop's, not of the shopper's card. */
export class GatewayRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}
