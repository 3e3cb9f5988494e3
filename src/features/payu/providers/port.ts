import type { PayuState } from '../domain';

/**
 * PayU Latam, as the shop uses it: WebCheckout (PayU's own page, posted by the shopper's browser with a
 * signed form; PayU answers on the shop's response page and confirms server to server), and cards by API
 * (authorise with the token PayU's tokenisation gave the browser, then capture, void, refund), its pricing
 * API (instalment plans for an amount) and its queries API (an order by the shop's reference). The shop
 * never sees a card number or security code. No answer (an outage, a timeout, a 5xx) is
 * `PayuUnavailableError`; a request PayU refuses is `PayuRequestError`; a declined card is an answer.
 */
export interface PayUPort {
  /** Where the browser tokenises a card, with PayU's public key (not a secret: it only creates tokens). */
  tokenisation(): { url: string; publicKey: string };
  /** WebCheckout: the signed form the shopper's browser posts to PayU's page. */
  webCheckoutForm(order: WebCheckoutOrder): { action: string; fields: Record<string, string> };
  /** The response page's query, checked: what PayU says of the transaction when PayU signed it, else null. */
  verifyResponse(query: Record<string, unknown>): PageTransaction | null;
  /** A confirmation's form fields, checked the same way. */
  verifyConfirmation(body: Record<string, unknown>): PageTransaction | null;
  /** PayU's instalment plans (interest-free) for an amount, on the store's account. */
  instalmentPlans(request: { accountId: string; amount: Money; network?: string }): Promise<InstalmentPlan[]>;
  /** Authorises a tokenised card (the two-step flow: captured once the order is written). */
  authorise(request: CardAuthorisation): Promise<CardAuthorisationResult>;
  capture(request: TransactionOperation & { amount: Money }): Promise<OperationResult>;
  void(request: TransactionOperation): Promise<OperationResult>;
  refund(request: TransactionOperation & { reason: string }): Promise<OperationResult>;
  /** The order PayU holds under the shop's reference (a query), or null: how a lost answer or a crash is recovered. */
  findByReference(reference: string): Promise<PayuOrderInquiry | null>;
}

/** Minor units and ISO 4217. */
export interface Money {
  value: number;
  currency: string;
}

export interface WebCheckoutOrder {
  accountId: string;
  reference: string;
  description: string;
  amount: Money;
  buyer: { email: string; fullName: string };
  /** PayU's codes of the methods its page offers (BOLETO_BANCARIO, PIX, OXXO, SPEI). */
  methods: readonly string[];
  /** Where PayU sends the shopper back (GET), and where it confirms (POST). */
  responseUrl: string;
  confirmationUrl: string;
}

/** What a signed response page or confirmation says of a page payment. */
export interface PageTransaction {
  reference: string;
  /** PayU's order (reference_pol) and transaction. */
  payuOrderId: string;
  transactionId: string;
  stateCode: string;
  state: PayuState;
  amount: Money;
  /** The method the shopper paid with on PayU's page (PIX, OXXO…). */
  method: string;
  /** PayU's response code (APPROVED, ABANDONED_TRANSACTION, PAYMENT_NETWORK_REJECTED…): not covered by the signature. */
  responseCode: string;
}

export interface InstalmentPlan {
  count: number;
  /** Each instalment, minor units. */
  instalmentAmount: number;
  total: number;
}

export interface CardAuthorisation {
  accountId: string;
  reference: string;
  description: string;
  amount: Money;
  /** The browser's token (PayU's creditCardTokenId) and the network PayU knows the card by (VISA, MASTERCARD…). */
  token: string;
  network: string;
  country: string;
  payer: { email: string; fullName: string /** Brazil: the CPF or CNPJ, digits only. */; taxNumber?: string };
  instalments: number;
  /** Brazil: the order's delivery charge (spec 002 §9). */
  shippingFee?: Money;
  notifyUrl?: string;
}

export type CardAuthorisationResult =
  | { state: 'APPROVED'; payuOrderId: string; transactionId: string }
  | { state: 'DECLINED' | 'ERROR'; payuOrderId: string; transactionId: string; responseCode: string };

export interface TransactionOperation {
  payuOrderId: string;
  transactionId: string;
}

export type OperationResult = { ok: true; transactionId: string } | { ok: false; responseCode: string };

/** An order at PayU and its transactions, as a query answers them. */
export interface PayuOrderInquiry {
  payuOrderId: string;
  reference: string;
  transactions: { transactionId: string; type: 'AUTHORIZATION' | 'CAPTURE' | 'VOID' | 'REFUND' | 'AUTHORIZATION_AND_CAPTURE'; state: string; amount: Money }[];
}

/** PayU did not answer (an outage, a timeout, a 5xx). */
export class PayuUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`PayU unavailable: ${reason}`);
    this.name = 'PayuUnavailableError';
  }
}

/** PayU refused the request itself (a bad signature, the merchant's credentials, a malformed field): the shop's fault, not the card's. */
export class PayuRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayuRequestError';
  }
}
