import { randomUUID } from 'node:crypto';
import { detectCardType, isValidCnpj, isValidCpf, passesLuhn } from '../../../payment/domain';
import {
  confirmationSignatureText,
  isPayuPageMethod,
  type PayuPageMethod,
  PAYU_CARD_NETWORKS,
  payuAmount,
  responseSignatureText,
  VOUCHER_METHODS,
} from '../../domain';
import type { PayuCredentials } from '../http';
import type { Money } from '../port';
import { sha256Hex } from '../signing';
import { OUTCOME_NAMES, SANDBOX_ACCOUNTS, type SandboxAccount, sandboxPlanCounts } from './test-data';

export type TwinState = 'APPROVED' | 'DECLINED' | 'ERROR' | 'PENDING' | 'EXPIRED';
export type TwinTransactionType = 'AUTHORIZATION' | 'CAPTURE' | 'VOID' | 'REFUND' | 'AUTHORIZATION_AND_CAPTURE';

export interface TwinTransaction {
  id: string;
  type: TwinTransactionType;
  state: TwinState;
  responseCode: string;
  amount: Money;
  parentId?: string;
}

/** What the twin keeps of a card authorisation (for the tests: never the CPF itself, never the card). */
interface TwinCardDetails {
  token: string;
  network: string;
  last4: string;
  instalments: number;
  cpfGiven: boolean;
  shippingFee?: Money;
}

interface TwinPage {
  /** The page's own unguessable id (its address). */
  pageId: string;
  methods: PayuPageMethod[];
  responseUrl: string;
  confirmationUrl: string;
  buyerEmail: string;
  buyerFullName: string;
  description: string;
  /** The method the shopper paid with. */
  paidWith?: PayuPageMethod;
}

export interface TwinOrder {
  id: number;
  accountId: string;
  reference: string;
  amount: Money;
  transactions: TwinTransaction[];
  card?: TwinCardDetails;
  page?: TwinPage;
}

interface TwinToken {
  id: string;
  digits: string;
  network: string;
  name: string;
  expiry: { year: number; month: number };
  /** Held for one authorisation only. */
  securityCode: string | null;
}

/** A refusal of the request itself (PayU's `code: ERROR`), not of the card. */
export class TwinRequestError extends Error {}

export interface TwinOptions {
  credentials: PayuCredentials;
  /** The shop's origin: the only one the page returns to and confirms to, and the browser origin allowed to tokenise. */
  shopOrigin: string;
  /** Posts a confirmation (form fields); answers whether the shop acknowledged it with a 200. */
  deliver?: (url: string, body: URLSearchParams) => Promise<boolean>;
  /** Waits between delivery attempts (retries after 1, 2, 4… × this). */
  retryDelayMs?: number;
  now?: () => Date;
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
const nameIs = (name: string, outcome: string) => name.trim().toUpperCase().split(/\s+/).includes(outcome);

/**
 * PayU's local twin: card tokens (the security code held for one authorisation), authorisations with the
 * CPF, instalments and Brazil's shipping value checked, capture, void and refund, queries by reference,
 * instalment plans, and WebCheckout's page payments with their signed response and confirmations (retried
 * until the shop answers 200). No HTTP here: app.ts serves it.
 */
export function createPayuTwin(options: TwinOptions) {
  const { credentials } = options;
  const now = options.now ?? (() => new Date());
  const orders = new Map<number, TwinOrder>();
  const pages = new Map<string, TwinOrder>();
  const tokens = new Map<string, TwinToken>();
  const deliveries = new Set<Promise<void>>();
  let nextOrderId = 840_000_000 + Math.floor(Math.random() * 1_000_000);

  const deliver =
    options.deliver ??
    (async (url: string, body: URLSearchParams) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      return response.status === 200;
    });

  function accountOf(accountId: string, currency: string): SandboxAccount {
    const account = SANDBOX_ACCOUNTS[accountId];
    if (!account) throw new TwinRequestError('The account does not exist.');
    if (account.currency !== currency) throw new TwinRequestError(`The account takes ${account.currency} only.`);
    return account;
  }

  const ordersOf = (reference: string) => [...orders.values()].filter((o) => o.reference === reference);

  function newOrder(accountId: string, reference: string, amount: Money): TwinOrder {
    nextOrderId += 1;
    const order: TwinOrder = { id: nextOrderId, accountId, reference, amount, transactions: [] };
    orders.set(order.id, order);
    return order;
  }

  const addTransaction = (order: TwinOrder, fields: Omit<TwinTransaction, 'id'>): TwinTransaction => {
    const transaction = { id: randomUUID(), ...fields };
    order.transactions.push(transaction);
    return transaction;
  };

  const checkSignature = (reference: string, amount: Money, signature: unknown) => {
    const text = [credentials.apiKey, credentials.merchantId, reference, payuAmount(amount.value), amount.currency].join('~');
    if (typeof signature !== 'string' || signature.toLowerCase() !== sha256Hex(text)) throw new TwinRequestError('Invalid signature.');
  };

  // ——— cards ———

  function tokenise(card: { number: string; securityCode: string; expirationDate: string; name: string }): {
    creditCardTokenId: string;
    maskedNumber: string;
    paymentMethod: string;
  } {
    const digits = card.number.replace(/[\s-]/g, '');
    const type = /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? detectCardType(digits) : null;
    const network = type ? PAYU_CARD_NETWORKS[type.code] : undefined;
    if (!network) throw new TwinRequestError('Invalid credit card number.');
    const expiry = /^(\d{4})\/(\d{2})$/.exec(card.expirationDate);
    const today = now();
    const [year, month] = expiry ? [Number(expiry[1]), Number(expiry[2])] : [0, 0];
    if (month < 1 || month > 12 || year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      throw new TwinRequestError('Invalid expiration date.');
    }
    if (!/^\d{3,4}$/.test(card.securityCode)) throw new TwinRequestError('Invalid security code.');
    if (!card.name.trim()) throw new TwinRequestError('The name on the card is required.');
    const token: TwinToken = { id: randomUUID(), digits, network, name: card.name.trim(), expiry: { year, month }, securityCode: card.securityCode };
    tokens.set(token.id, token);
    return { creditCardTokenId: token.id, maskedNumber: `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`, paymentMethod: network };
  }

  interface AuthoriseCommand {
    accountId: string;
    reference: string;
    amount: Money;
    signature: unknown;
    token: string;
    network: string;
    country: string;
    taxNumber?: string;
    instalments: number;
    shippingFee?: Money;
  }

  function authorise(command: AuthoriseCommand): { order: TwinOrder; transaction: TwinTransaction } {
    const account = accountOf(command.accountId, command.amount.currency);
    checkSignature(command.reference, command.amount, command.signature);
    if (command.country !== account.country) throw new TwinRequestError('The payment country is not the account’s.');
    // A retry of an approved authorisation (same reference, token and amount) gets the first answer.
    const earlier = ordersOf(command.reference).find((o) => o.card && o.transactions.some((t) => t.type === 'AUTHORIZATION' && t.state === 'APPROVED'));
    if (earlier) {
      if (earlier.card!.token !== command.token || earlier.amount.value !== command.amount.value)
        throw new TwinRequestError('The reference code is already used by another payment.');
      return { order: earlier, transaction: earlier.transactions.find((t) => t.type === 'AUTHORIZATION' && t.state === 'APPROVED')! };
    }
    const token = tokens.get(command.token);
    if (!token) throw new TwinRequestError('The credit card token does not exist.');
    if (token.network !== command.network) throw new TwinRequestError('The payment method does not match the card.');
    if (account.country === 'BR' && !(command.taxNumber && (isValidCpf(command.taxNumber) || isValidCnpj(command.taxNumber))))
      throw new TwinRequestError('payer.dniNumber must be a valid CPF or CNPJ.');
    if (account.country !== 'BR' && command.taxNumber) throw new TwinRequestError('payer.dniNumber is a Brazilian CPF or CNPJ.');
    if (!sandboxPlanCounts(account, command.amount.value).includes(command.instalments))
      throw new TwinRequestError('Invalid installments number for this amount.');
    const fee = command.shippingFee;
    if (fee && (account.country !== 'BR' || fee.currency !== command.amount.currency || fee.value < 0 || fee.value > command.amount.value))
      throw new TwinRequestError('Invalid shipping value.');
    const order = newOrder(command.accountId, command.reference, command.amount);
    order.card = {
      token: token.id,
      network: token.network,
      last4: token.digits.slice(-4),
      instalments: command.instalments,
      cpfGiven: Boolean(command.taxNumber),
      ...(fee ? { shippingFee: fee } : {}),
    };
    const securityCode = token.securityCode;
    token.securityCode = null;
    const refuse = (state: 'DECLINED' | 'ERROR', responseCode: string) => ({
      order,
      transaction: addTransaction(order, { type: 'AUTHORIZATION', state, responseCode, amount: command.amount }),
    });
    if (nameIs(token.name, OUTCOME_NAMES.error)) return refuse('ERROR', 'INTERNAL_PAYMENT_PROVIDER_ERROR');
    if (nameIs(token.name, OUTCOME_NAMES.rejected)) return refuse('DECLINED', 'PAYMENT_NETWORK_REJECTED');
    if (nameIs(token.name, OUTCOME_NAMES.insufficientFunds)) return refuse('DECLINED', 'INSUFFICIENT_FUNDS');
    if (!securityCode) return refuse('DECLINED', 'INVALID_CARD');
    return { order, transaction: addTransaction(order, { type: 'AUTHORIZATION', state: 'APPROVED', responseCode: 'APPROVED', amount: command.amount }) };
  }

  /** Capture, void or refund of an authorisation; a repeated capture or void answers the first one. */
  function operate(type: 'CAPTURE' | 'VOID' | 'REFUND', orderId: number, parentId: string, amount?: Money): { order: TwinOrder; transaction: TwinTransaction } {
    const order = orders.get(orderId);
    const parent = order?.transactions.find((t) => t.id === parentId && t.type === 'AUTHORIZATION');
    if (!order || !parent) throw new TwinRequestError('The order or its transaction does not exist.');
    const done = order.transactions.find((t) => t.parentId === parentId && t.type === type && t.state === 'APPROVED');
    if (done && type !== 'REFUND') return { order, transaction: done };
    const captured = order.transactions.some((t) => t.parentId === parentId && t.type === 'CAPTURE' && t.state === 'APPROVED');
    const voided = order.transactions.some((t) => t.parentId === parentId && t.type === 'VOID' && t.state === 'APPROVED');
    const refunded = order.transactions.some((t) => t.parentId === parentId && t.type === 'REFUND' && t.state === 'APPROVED');
    const refuse = (responseCode: string) => ({
      order,
      transaction: addTransaction(order, { type, state: 'DECLINED', responseCode, amount: amount ?? parent.amount, parentId }),
    });
    if (parent.state !== 'APPROVED') return refuse('TRANSACTION_NOT_APPROVED');
    if (type === 'CAPTURE') {
      if (voided) return refuse('TRANSACTION_VOIDED');
      if (!amount || amount.currency !== parent.amount.currency || amount.value <= 0 || amount.value > parent.amount.value)
        throw new TwinRequestError('Invalid capture value.');
    }
    if (type === 'VOID' && (captured || voided)) return refuse(captured ? 'TRANSACTION_CAPTURED' : 'TRANSACTION_VOIDED');
    if (type === 'REFUND' && (!captured || refunded)) return refuse(refunded ? 'TRANSACTION_REFUNDED' : 'TRANSACTION_NOT_CAPTURED');
    return { order, transaction: addTransaction(order, { type, state: 'APPROVED', responseCode: 'APPROVED', amount: amount ?? parent.amount, parentId }) };
  }

  /** PayU's status of an order, from its transactions. */
  function orderStatus(order: TwinOrder): string {
    const approved = (type: TwinTransactionType) => order.transactions.some((t) => t.type === type && t.state === 'APPROVED');
    if (approved('REFUND')) return 'REFUNDED';
    if (approved('VOID')) return 'CANCELLED';
    if (approved('CAPTURE') || approved('AUTHORIZATION_AND_CAPTURE')) return 'CAPTURED';
    if (approved('AUTHORIZATION')) return 'AUTHORIZED';
    if (order.transactions.some((t) => t.state === 'PENDING')) return 'IN_PROGRESS';
    return 'DECLINED';
  }

  // ——— WebCheckout ———

  interface PageForm {
    accountId: string;
    reference: string;
    amount: Money;
    signature: string;
    description: string;
    buyerEmail: string;
    buyerFullName: string;
    methods: string[];
    responseUrl: string;
    confirmationUrl: string;
  }

  const shopUrl = (url: string) => {
    try {
      return new URL(url).origin === options.shopOrigin;
    } catch {
      return false;
    }
  };

  /** The shopper's browser posts the shop's signed order: the page of that order (one per reference while it is not ended). */
  function openPage(form: PageForm): TwinOrder {
    accountOf(form.accountId, form.amount.currency);
    checkSignature(form.reference, form.amount, form.signature);
    if (!shopUrl(form.responseUrl) || !shopUrl(form.confirmationUrl)) throw new TwinRequestError('The response and confirmation pages must be the merchant’s.');
    const methods = form.methods.filter(isPayuPageMethod);
    if (methods.length === 0) throw new TwinRequestError('No payment method is available for this order.');
    const live = ordersOf(form.reference).find((o) => o.page && o.transactions.every((t) => t.state === 'APPROVED' || t.state === 'PENDING'));
    if (live) {
      if (live.amount.value !== form.amount.value || live.amount.currency !== form.amount.currency)
        throw new TwinRequestError('The reference code is already used by another payment.');
      return live;
    }
    const order = newOrder(form.accountId, form.reference, form.amount);
    order.page = {
      pageId: randomUUID(),
      methods,
      responseUrl: form.responseUrl,
      confirmationUrl: form.confirmationUrl,
      buyerEmail: form.buyerEmail,
      buyerFullName: form.buyerFullName,
      description: form.description,
    };
    pages.set(order.page.pageId, order);
    return order;
  }

  const pageTransaction = (order: TwinOrder) => order.transactions.at(-1);
  const STATE_CODE: Record<TwinState, string> = { APPROVED: '4', DECLINED: '6', ERROR: '104', EXPIRED: '5', PENDING: '7' };
  const signedOrder = (order: TwinOrder) => ({
    apiKey: credentials.apiKey,
    merchantId: credentials.merchantId,
    reference: order.reference,
    amount: order.amount.value,
    currency: order.amount.currency,
  });

  /** Where the page sends the shopper: the shop's response page with PayU's signed answer. */
  function responseUrlOf(order: TwinOrder): string {
    const transaction = pageTransaction(order)!;
    const stateCode = STATE_CODE[transaction.state];
    const query = new URLSearchParams({
      merchantId: credentials.merchantId,
      merchant_name: 'Sandbox merchant',
      transactionState: stateCode,
      lapTransactionState: transaction.state,
      message: transaction.state,
      referenceCode: order.reference,
      reference_pol: String(order.id),
      transactionId: transaction.id,
      description: order.page!.description,
      TX_VALUE: payuAmount(order.amount.value),
      currency: order.amount.currency,
      lapPaymentMethod: order.page!.paidWith ?? '',
      lapResponseCode: transaction.responseCode,
      processingDate: now().toISOString().slice(0, 10),
      signature: sha256Hex(responseSignatureText(signedOrder(order), stateCode)),
      test: '1',
    });
    return `${order.page!.responseUrl}?${query}`;
  }

  /** PayU confirms final states only (approved, declined, expired, error), retrying until the shop answers 200. */
  function confirm(order: TwinOrder): void {
    const transaction = pageTransaction(order)!;
    if (transaction.state === 'PENDING') return;
    const stateCode = STATE_CODE[transaction.state];
    const body = new URLSearchParams({
      merchant_id: credentials.merchantId,
      state_pol: stateCode,
      response_code_pol: transaction.state === 'APPROVED' ? '1' : '5',
      response_message_pol: transaction.responseCode,
      reference_sale: order.reference,
      reference_pol: String(order.id),
      sign: sha256Hex(confirmationSignatureText(signedOrder(order), stateCode)),
      value: payuAmount(order.amount.value),
      currency: order.amount.currency,
      transaction_id: transaction.id,
      payment_method_name: order.page!.paidWith ?? '',
      transaction_date: now().toISOString(),
      email_buyer: order.page!.buyerEmail,
      test: '1',
    });
    const url = order.page!.confirmationUrl;
    const attempt = (async () => {
      for (let tries = 0; tries < 5; tries++) {
        try {
          if (await deliver(url, body)) return;
        } catch {
          // The shop did not answer: try again.
        }
        await sleep((options.retryDelayMs ?? 1_000) * 2 ** tries);
      }
    })();
    deliveries.add(attempt);
    void attempt.finally(() => deliveries.delete(attempt));
  }

  /** The shopper's choice on the page: pay with a method (a voucher stays pending), or cancel. Null once the page is done. */
  function completePage(
    pageId: string,
    choice: { action: 'pay'; method: string } | { action: 'cancel' },
  ): { order: TwinOrder; responseUrl: string; voucher: boolean } | null {
    const order = pages.get(pageId);
    if (!order || order.transactions.length > 0) return null;
    const page = order.page!;
    const add = (state: TwinState, responseCode: string) =>
      addTransaction(order, { type: 'AUTHORIZATION_AND_CAPTURE', state, responseCode, amount: order.amount });
    let voucher = false;
    if (choice.action === 'cancel') add('DECLINED', 'ABANDONED_TRANSACTION');
    else {
      if (!isPayuPageMethod(choice.method) || !page.methods.includes(choice.method)) return null;
      page.paidWith = choice.method;
      voucher = VOUCHER_METHODS.includes(choice.method);
      if (nameIs(page.buyerFullName, OUTCOME_NAMES.rejected)) add('DECLINED', 'PAYMENT_NETWORK_REJECTED');
      else if (voucher) add('PENDING', 'PENDING_TRANSACTION_CONFIRMATION');
      else add('APPROVED', 'APPROVED');
    }
    confirm(order);
    return { order, responseUrl: responseUrlOf(order), voucher };
  }

  /** The sandbox's stand-in for the shopper paying a voucher at a bank or shop (or letting it expire). */
  function settleVoucher(pageId: string, outcome: 'paid' | 'expired'): TwinOrder | null {
    const order = pages.get(pageId);
    const transaction = order ? pageTransaction(order) : undefined;
    if (!order || transaction?.state !== 'PENDING') return null;
    transaction.state = outcome === 'paid' ? 'APPROVED' : 'EXPIRED';
    transaction.responseCode = outcome === 'paid' ? 'APPROVED' : 'EXPIRED_TRANSACTION';
    confirm(order);
    return order;
  }

  function planCounts(accountId: string, amount: Money): number[] {
    return sandboxPlanCounts(accountOf(accountId, amount.currency), amount.value);
  }

  return {
    tokenise,
    authorise,
    operate,
    orderStatus,
    openPage,
    completePage,
    settleVoucher,
    responseUrlOf,
    planCounts,
    page: (pageId: string) => pages.get(pageId),
    order: (orderId: number) => orders.get(orderId),
    ordersOf,
    /** Confirmations still being delivered (tests wait for them). */
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}

export type PayuTwin = ReturnType<typeof createPayuTwin>;
