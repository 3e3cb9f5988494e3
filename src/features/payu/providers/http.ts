import { isPayuStateCode, minorOf, orderSignatureText, PAYU_STATE_CODES, payuAmount, confirmationSignatureText, responseSignatureText } from '../domain';
import {
  type CardAuthorisation,
  type CardAuthorisationResult,
  type InstalmentPlan,
  type Money,
  type OperationResult,
  type PageTransaction,
  type PayUPort,
  type PayuOrderInquiry,
  PayuRequestError,
  PayuUnavailableError,
  type TransactionOperation,
  type WebCheckoutOrder,
} from './port';
import { pricingSignature, sameSignature, SIGNATURE_ALGORITHM, sha256Hex } from './signing';

/** The merchant's credentials at PayU (the API key signs; the login and key authenticate API calls). */
export interface PayuCredentials {
  merchantId: string;
  apiLogin: string;
  apiKey: string;
  /** Public: the browser's tokenisation and the pricing API's Hmac header carry it. */
  publicKey: string;
}

export interface PayuHttpOptions extends PayuCredentials {
  /** PayU's origin (`PAYU_URL`): the sandbox twin's or PayU's own. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const PAYU_PATHS = {
  api: '/payments-api/4.0/service.cgi',
  queries: '/reports-api/4.0/service.cgi',
  pricing: '/payments-api/rest/v4.9/pricing',
  tokens: '/payments-api/4.0/tokens',
  webCheckout: '/ppp-web-gateway-payu/',
} as const;

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** PayU writes amounts as numbers of major units (88.9): back to minor units. */
const minorOfNumber = (value: unknown): number => Math.round(Number(value) * 100);
const major = (money: Money) => ({ value: Number(payuAmount(money.value)), currency: money.currency });
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

interface ApiAnswer {
  code: 'SUCCESS' | 'ERROR';
  error: string | null;
  transactionResponse?: { orderId: number | string; transactionId: string; state: string; responseCode: string } | null;
  result?: { payload: unknown } | null;
}

/**
 * PayU over its HTTP API, as the shop uses it against the sandbox twin or PayU itself: JSON commands to
 * the payments and queries services (the merchant's login and key in the body, as PayU wants them), the
 * pricing API under its Hmac header, and the signed WebCheckout form, response and confirmation.
 */
export function createPayuClient(options: PayuHttpOptions): PayUPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const { merchantId, apiKey } = options;
  const merchant = { apiLogin: options.apiLogin, apiKey };

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PayuUnavailableError((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (response.status >= 500) throw new PayuUnavailableError(`HTTP ${response.status}`);
    if (!response.ok) throw new PayuRequestError(`PayU refused the request: HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new PayuUnavailableError('bad_answer');
    }
  }

  async function command(path: string, body: Record<string, unknown>): Promise<ApiAnswer> {
    const answer = (await send(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ language: 'en', test: false, merchant, ...body }),
    })) as ApiAnswer;
    if (answer?.code !== 'SUCCESS')
      throw new PayuRequestError(`PayU refused the command: ${typeof answer?.error === 'string' ? answer.error.slice(0, 120) : 'no reason'}`);
    return answer;
  }

  async function transaction(body: Record<string, unknown>): Promise<NonNullable<ApiAnswer['transactionResponse']>> {
    const answer = await command(PAYU_PATHS.api, { command: 'SUBMIT_TRANSACTION', transaction: body });
    const response = answer.transactionResponse;
    if (!response || typeof response.transactionId !== 'string') throw new PayuUnavailableError('bad_answer');
    return response;
  }

  const operation = async (
    type: 'CAPTURE' | 'VOID' | 'REFUND',
    request: TransactionOperation,
    extra: Record<string, unknown> = {},
  ): Promise<OperationResult> => {
    const response = await transaction({ order: { id: Number(request.payuOrderId) }, type, parentTransactionId: request.transactionId, ...extra });
    return response.state === 'APPROVED'
      ? { ok: true, transactionId: response.transactionId }
      : { ok: false, responseCode: response.responseCode ?? response.state };
  };

  const signed = (reference: string, amount: Money) =>
    sha256Hex(orderSignatureText({ apiKey, merchantId, reference, amount: amount.value, currency: amount.currency }));

  /** A response page or confirmation, read in the shop's words once its fields and signature hold. */
  function pageTransaction(
    fields: {
      merchantId: unknown;
      reference: unknown;
      value: unknown;
      currency: unknown;
      stateCode: unknown;
      signature: unknown;
      payuOrderId: unknown;
      transactionId: unknown;
      method: unknown;
      responseCode: unknown;
    },
    signedText: (amount: number, currency: string, reference: string, stateCode: string) => string,
  ): PageTransaction | null {
    const reference = text(fields.reference);
    const currency = text(fields.currency);
    const stateCode = text(fields.stateCode);
    const amount = minorOf(text(fields.value));
    const payuOrderId = text(fields.payuOrderId);
    const transactionId = text(fields.transactionId);
    if (text(fields.merchantId) !== merchantId || !REFERENCE.test(reference) || !CURRENCY.test(currency) || amount === null || !isPayuStateCode(stateCode))
      return null;
    if (!/^\d{1,18}$/.test(payuOrderId) || !ID.test(transactionId)) return null;
    if (!sameSignature(fields.signature, sha256Hex(signedText(amount, currency, reference, stateCode)))) return null;
    return {
      reference,
      payuOrderId,
      transactionId,
      stateCode,
      state: PAYU_STATE_CODES[stateCode],
      amount: { value: amount, currency },
      method: text(fields.method).slice(0, 40),
      responseCode: text(fields.responseCode).slice(0, 64),
    };
  }

  return {
    tokenisation: () => ({ url: `${base}${PAYU_PATHS.tokens}`, publicKey: options.publicKey }),

    webCheckoutForm(order: WebCheckoutOrder) {
      return {
        action: `${base}${PAYU_PATHS.webCheckout}`,
        fields: {
          merchantId,
          accountId: order.accountId,
          description: order.description,
          referenceCode: order.reference,
          amount: payuAmount(order.amount.value),
          tax: '0',
          taxReturnBase: '0',
          currency: order.amount.currency,
          signature: signed(order.reference, order.amount),
          algorithmSignature: SIGNATURE_ALGORITHM,
          buyerEmail: order.buyer.email,
          buyerFullName: order.buyer.fullName,
          paymentMethods: order.methods.join(','),
          responseUrl: order.responseUrl,
          confirmationUrl: order.confirmationUrl,
        },
      };
    },

    verifyResponse: (q) =>
      pageTransaction(
        {
          merchantId: q.merchantId,
          reference: q.referenceCode,
          value: q.TX_VALUE,
          currency: q.currency,
          stateCode: q.transactionState,
          signature: q.signature,
          payuOrderId: q.reference_pol,
          transactionId: q.transactionId,
          method: q.lapPaymentMethod,
          responseCode: q.lapResponseCode,
        },
        (amount, currency, reference, stateCode) => responseSignatureText({ apiKey, merchantId, reference, amount, currency }, stateCode),
      ),

    verifyConfirmation: (b) =>
      pageTransaction(
        {
          merchantId: b.merchant_id,
          reference: b.reference_sale,
          value: b.value,
          currency: b.currency,
          stateCode: b.state_pol,
          signature: b.sign,
          payuOrderId: b.reference_pol,
          transactionId: b.transaction_id,
          method: b.payment_method_name,
          responseCode: b.response_message_pol,
        },
        (amount, currency, reference, stateCode) => confirmationSignatureText({ apiKey, merchantId, reference, amount, currency }, stateCode),
      ),

    async instalmentPlans({ accountId, amount, network }) {
      const query = new URLSearchParams({
        accountId,
        currency: amount.currency,
        amount: payuAmount(amount.value),
        ...(network ? { paymentMethod: network } : {}),
      });
      const path = `${PAYU_PATHS.pricing}?${query}`;
      const date = new Date().toUTCString();
      const answer = (await send(path, {
        method: 'GET',
        headers: { accept: 'application/json', date, authorization: `Hmac ${options.publicKey}:${pricingSignature(apiKey, 'GET', date, path)}` },
      })) as { paymentMethodFee?: { paymentMethod: string; pricingFees: { installments: string; pricing: { payerDetail: { total: number } } }[] }[] };
      const fees = answer?.paymentMethodFee?.find((m) => !network || m.paymentMethod === network)?.pricingFees;
      if (!Array.isArray(fees)) throw new PayuUnavailableError('bad_answer');
      return fees
        .map((fee): InstalmentPlan => {
          const count = Number(fee.installments);
          const total = minorOfNumber(fee.pricing?.payerDetail?.total);
          return { count, total, instalmentAmount: Math.ceil(total / count) };
        })
        .filter((plan) => Number.isInteger(plan.count) && plan.count >= 1 && plan.total > 0);
    },

    async authorise(request: CardAuthorisation): Promise<CardAuthorisationResult> {
      const response = await transaction({
        order: {
          accountId: request.accountId,
          referenceCode: request.reference,
          description: request.description,
          language: 'en',
          signature: signed(request.reference, request.amount),
          ...(request.notifyUrl ? { notifyUrl: request.notifyUrl } : {}),
          additionalValues: { TX_VALUE: major(request.amount), ...(request.shippingFee ? { SHIPPING_VALUE: major(request.shippingFee) } : {}) },
          buyer: { fullName: request.payer.fullName, emailAddress: request.payer.email },
        },
        payer: {
          fullName: request.payer.fullName,
          emailAddress: request.payer.email,
          ...(request.payer.taxNumber ? { dniNumber: request.payer.taxNumber } : {}),
        },
        creditCardTokenId: request.token,
        extraParameters: { INSTALLMENTS_NUMBER: request.instalments },
        type: 'AUTHORIZATION',
        paymentMethod: request.network,
        paymentCountry: request.country,
      });
      const ids = { payuOrderId: String(response.orderId), transactionId: response.transactionId };
      if (response.state === 'APPROVED') return { state: 'APPROVED', ...ids };
      return {
        state: response.state === 'DECLINED' ? 'DECLINED' : 'ERROR',
        ...ids,
        responseCode: String(response.responseCode ?? response.state).slice(0, 64),
      };
    },

    capture: (request) => operation('CAPTURE', request, { additionalValues: { TX_VALUE: major(request.amount) } }),
    void: (request) => operation('VOID', request),
    refund: (request) => operation('REFUND', request, { reason: request.reason }),

    async findByReference(reference: string): Promise<PayuOrderInquiry | null> {
      const answer = await command(PAYU_PATHS.queries, { command: 'ORDER_DETAIL_BY_REFERENCE_CODE', details: { referenceCode: reference } });
      const orders = answer.result?.payload;
      if (!Array.isArray(orders) || orders.length === 0) return null;
      const order = orders.at(-1) as {
        id: number;
        referenceCode: string;
        transactions?: {
          id: string;
          type: string;
          transactionResponse?: { state: string };
          additionalValues?: { TX_VALUE?: { value: number; currency: string } };
        }[];
      };
      return {
        payuOrderId: String(order.id),
        reference: order.referenceCode,
        transactions: (order.transactions ?? []).map((t) => ({
          transactionId: t.id,
          type: t.type as PayuOrderInquiry['transactions'][number]['type'],
          state: t.transactionResponse?.state ?? 'ERROR',
          amount: { value: minorOfNumber(t.additionalValues?.TX_VALUE?.value), currency: t.additionalValues?.TX_VALUE?.currency ?? '' },
        })),
      };
    },
  };
}
