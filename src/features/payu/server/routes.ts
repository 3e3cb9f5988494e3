import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import { pageRoutes } from '../../../shared/domain/page-routes';
import { registerFormBodies } from '../../../shared/server/plugins/request-hygiene';
import { cartRoute } from '../../cart/server';
import { openCart } from '../../cart/server';
import { findOrderByCart } from '../../orders/server';
import {
  isPayuPageMethod,
  isPayuStatus,
  PAID_STATUSES,
  PAYU_CLAIM,
  PAYU_GATEWAY,
  PAYU_GATEWAY_CARD,
  PAYU_NO_PAYMENT_WAITING,
  PAYU_PLANS_UNAVAILABLE,
  PAYU_RESPONSE_ALREADY_USED,
  PAYU_RESPONSE_MISMATCH,
  PAYU_RESPONSE_NOT_VERIFIED,
  PAYU_WEBCHECKOUT_PATH,
  payuAmount,
  payuInstalmentOptions,
  payuLatamRules,
  type PayuStatus,
  UNPAID_STATUSES,
} from '../domain';
import { type InstalmentPlan, type PageTransaction, type PayUPort, PayuRequestError, PayuUnavailableError } from '../providers';
import { sha256 } from './gateway-method';
import { moveStatus, paymentByReference, paymentByReturnToken, type PayuPaymentRow, recordEvent, swapClaim } from './store';
import { webCheckoutPage } from './webcheckout-page';

/** The HttpOnly cookie that names this browser's page payment (its return token): a return finds only its own order. */
const PAYU_RETURN_COOKIE = 'payu_return';
const RETURN_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
/** The basket page after a page payment ended unpaid (`?payu=cancelled|failed`): it shows the notice and restores the basket. */
const PAYU_RESULT_PARAM = 'payu';

type PayuOrderOutcome = 'paid' | 'canceled';

export interface PayuRouteOptions {
  payu: PayUPort;
  /** Moves the basket's pending_payment order on once (checkout's, handed in by the app: payu sits below checkout). */
  settleOrder(cartId: number, outcome: PayuOrderOutcome): Promise<unknown>;
  /** The guest basket restored in place of a cancelled order's basket (its masked id), if it was a guest's. */
  restoredGuestCart(cartId: number): Promise<string | null>;
}

const tags = ['payu'];

/**
 * PayU's page (WebCheckout) around the order: the browser that placed the order swaps its claim for the
 * return cookie and is sent to PayU with the signed form; PayU's signed response (the browser, GET) and
 * confirmation (PayU, POST) are checked (signature, amount, currency, this browser's order, used once)
 * before the order moves: paid → processing, declined, expired or cancelled → canceled, basket restored.
 */
export async function payuRoutes(app: FastifyInstance, options: PayuRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payu } = options;
  registerFormBodies(app, { bodyLimit: 8 * 1024 });

  const paymentOfBrowser = async (request: FastifyRequest): Promise<PayuPaymentRow | null> => {
    const token = request.cookies[PAYU_RETURN_COOKIE];
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await paymentByReturnToken(app.db, sha256(token));
    return row?.method === PAYU_GATEWAY ? row : null;
  };

  /** Applies PayU's word to the payment and its order; answers the payment's status after it. */
  async function apply(row: PayuPaymentRow, transaction: PageTransaction): Promise<PayuStatus | null> {
    const incoming: PayuStatus = transaction.state;
    const paidWith = isPayuPageMethod(transaction.method) ? transaction.method : null;
    const status = await moveStatus(app.db, row.reference, incoming, {
      payuOrderId: transaction.payuOrderId,
      transactionId: transaction.transactionId,
      ...(paidWith ? { paidWith } : {}),
    });
    if (status && PAID_STATUSES.includes(status)) await options.settleOrder(row.cartId, 'paid');
    if (status && UNPAID_STATUSES.includes(status)) await options.settleOrder(row.cartId, 'canceled');
    return status;
  }

  /** A signed answer of PayU about this payment, for its amount and currency: else a 400 and nothing changes. */
  function checkAgainst(row: PayuPaymentRow | null | undefined, transaction: PageTransaction, request: FastifyRequest): asserts row is PayuPaymentRow {
    if (!row || row.reference !== transaction.reference) {
      request.log.warn({ code: 'payu_answer_not_owned', reference: transaction.reference }, 'PayU answer for a payment this browser does not hold');
      throw invalidInput(PAYU_NO_PAYMENT_WAITING);
    }
    if (row.amount !== transaction.amount.value || row.currency !== transaction.amount.currency) {
      request.log.warn({ code: 'payu_answer_mismatch', reference: row.reference }, 'PayU answer for another amount or currency');
      throw invalidInput(PAYU_RESPONSE_MISMATCH);
    }
  }

  const sendBack = (reply: FastifyReply, status: PayuStatus | null, responseCode = '') => {
    if (status && UNPAID_STATUSES.includes(status))
      return reply.redirect(`${pageRoutes.cart}?${PAYU_RESULT_PARAM}=${responseCode === 'ABANDONED_TRANSACTION' ? 'cancelled' : 'failed'}`, 303);
    return reply.redirect(pageRoutes.success, 303);
  };

  // The browser that placed the order: its claim (once) becomes the return cookie; then PayU's page, by the signed form.
  r.get(PAYU_WEBCHECKOUT_PATH, { schema: { tags, querystring: z.object({ claim: z.string().max(128).optional() }) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { claim } = request.query;
    if (claim !== undefined) {
      if (!PAYU_CLAIM.test(claim)) throw invalidInput(PAYU_NO_PAYMENT_WAITING);
      const token = randomBytes(32).toString('base64url');
      const row = await swapClaim(app.db, sha256(claim), sha256(token));
      if (!row) throw invalidInput(PAYU_NO_PAYMENT_WAITING);
      reply.setCookie(PAYU_RETURN_COOKIE, token, {
        path: '/payu',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: RETURN_COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(PAYU_WEBCHECKOUT_PATH, 303);
    }
    const row = await paymentOfBrowser(request);
    if (!row) throw invalidInput(PAYU_NO_PAYMENT_WAITING);
    if (row.status !== 'PENDING' || row.transactionId) return sendBack(reply, isPayuStatus(row.status) ? row.status : null);
    const order = await findOrderByCart(app.db, row.cartId);
    if (!order) throw invalidInput(PAYU_NO_PAYMENT_WAITING);
    const origin = `${request.protocol}://${request.host}`;
    const form = payu.webCheckoutForm({
      accountId: row.accountId,
      reference: row.reference,
      description: `Order ${order.incrementId}`,
      amount: { value: row.amount, currency: row.currency },
      buyer: { email: order.customerEmail, fullName: `${order.customerFirstname} ${order.customerLastname}`.trim() },
      methods: (row.pageMethods ?? '').split(',').filter(Boolean),
      responseUrl: `${origin}/payu/response`,
      confirmationUrl: `${origin}/payu/confirmation`,
    });
    return reply.type('text/html; charset=utf-8').send(webCheckoutPage(form, `${payuAmount(row.amount)} ${row.currency}`, order.incrementId));
  });
  // Posts the form at once (a script of the shop's own origin); without scripts the page's button does.
  r.get(`${PAYU_WEBCHECKOUT_PATH}.js`, { schema: { tags, hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send("(function(){var f=document.getElementById('payu-webcheckout');if(f)f.submit();})();"),
  );

  // PayU's response page: the shopper's browser back from PayU, with PayU's signed answer.
  r.get('/payu/response', { schema: { tags, querystring: z.record(z.string(), z.string().max(2048)) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const transaction = payu.verifyResponse(request.query);
    if (!transaction) {
      request.log.warn({ code: 'payu_response_not_verified' }, 'PayU response with a signature that is not PayU’s');
      throw invalidInput(PAYU_RESPONSE_NOT_VERIFIED);
    }
    const row = await paymentOfBrowser(request);
    checkAgainst(row, transaction, request);
    if (!(await recordEvent(app.db, `response:${transaction.transactionId}:${transaction.stateCode}`, row.reference))) {
      request.log.warn({ code: 'payu_response_replayed', reference: row.reference }, 'PayU response used again');
      throw new ShopError('CONFLICT', PAYU_RESPONSE_ALREADY_USED);
    }
    request.log.info({ code: 'payu_response', reference: row.reference, state: transaction.state }, 'back from PayU’s page');
    return sendBack(reply, await apply(row, transaction), transaction.responseCode);
  });

  // PayU's confirmation, server to server: acted on once; PayU repeats it until it gets a 200.
  r.post('/payu/confirmation', { schema: { tags, body: z.record(z.string(), z.string().max(2048)) } }, async (request, reply) => {
    const transaction = payu.verifyConfirmation(request.body);
    if (!transaction) {
      request.log.warn({ code: 'payu_confirmation_not_verified' }, 'PayU confirmation with a signature that is not PayU’s');
      throw invalidInput(PAYU_RESPONSE_NOT_VERIFIED);
    }
    const found = await paymentByReference(app.db, transaction.reference);
    const row = found?.method === PAYU_GATEWAY ? found : null;
    checkAgainst(row, transaction, request);
    if (await recordEvent(app.db, `confirmation:${transaction.transactionId}:${transaction.stateCode}`, row.reference)) {
      const status = await apply(row, transaction);
      request.log.info({ code: 'payu_confirmation', reference: row.reference, state: transaction.state, status }, 'PayU confirmation');
    }
    return reply.status(200).type('text/plain; charset=utf-8').send('OK');
  });

  // The basket page after an unpaid return: the guest basket restored in place of the order's.
  r.get('/payu/basket', { schema: { tags } }, async (request, reply) => {
    const row = await paymentOfBrowser(request);
    const cartId = row ? await options.restoredGuestCart(row.cartId) : null;
    return reply.header('cache-control', 'no-store').send({ cart_id: cartId });
  });
}

const configResponse = z.object({
  tokenisation_url: z.string(),
  public_key: z.string(),
  card_types: z.record(z.string(), z.array(z.string())),
  page_methods: z.record(z.string(), z.array(z.string())),
  cpf_enabled: z.boolean(),
  instalment_enabled: z.boolean(),
  exception_messages: z.object({ CCAM20: z.string() }),
});
const instalmentsResponse = z.object({
  currency: z.string(),
  options: z.array(z.object({ value: z.string(), count: z.number(), instalment_amount: z.number(), total: z.number() })),
});

/** The store's PayU settings for the payment step's blocks, and the instalment plans of the basket (under `/rest/{store}/V1`). */
export async function payuStoreRoutes(app: FastifyInstance, options: { payu: PayUPort }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payu } = options;

  r.get('/payu/config', { schema: { tags, response: { 200: configResponse } } }, async (request) => {
    const { payu: settings } = request.shop.settings;
    const tokenisation = payu.tokenisation();
    return {
      tokenisation_url: tokenisation.url,
      public_key: tokenisation.publicKey,
      card_types: settings.card.countryCardTypes,
      page_methods: settings.gateway.methods,
      cpf_enabled: settings.card.cpfEnabled,
      instalment_enabled: settings.card.instalmentEnabled,
      exception_messages: { CCAM20: request.shop.settings.worldpay.messages.CCAM20 },
    };
  });

  /**
   * The instalment choices of the basket for a billing country: the store's counts that PayU's plans for the
   * basket's grand total (as the server prices it) include, 'One Payment' first, with each instalment's amount.
   */
  cartRoute(app, {
    method: 'POST',
    path: '/payu/instalments',
    body: z.object({ countryId: z.string().regex(/^[A-Za-z]{2}$/) }),
    response: instalmentsResponse,
    tags,
    handler: async (request, ref) => {
      const shop = request.shop;
      const quote = await app.pricing.quoteCart(app.db, shop, await openCart(app.db, shop, ref), PAYU_GATEWAY_CARD);
      const amount = { value: quote.totals.grandTotal, currency: quote.totals.currency };
      const rules = payuLatamRules(shop.settings.payu.card, shop.settings.worldpay.messages);
      let plans: InstalmentPlan[];
      try {
        plans = amount.value > 0 ? await payu.instalmentPlans({ accountId: shop.settings.payu.accountId, amount }) : [];
      } catch (error) {
        if (!(error instanceof PayuUnavailableError || error instanceof PayuRequestError)) throw error;
        request.log.warn({ code: 'payu_plans_unavailable', reason: error.message }, 'PayU instalment plans not answered');
        throw new ShopError('UNAVAILABLE', PAYU_PLANS_UNAVAILABLE);
      }
      const byCount = new Map(plans.map((plan) => [plan.count, plan]));
      const options = payuInstalmentOptions(request.body.countryId, rules, [...byCount.keys()]).map((value) => {
        const count = value === 'One Payment' ? 1 : Number(value);
        const plan = byCount.get(count);
        return { value, count, instalment_amount: plan?.instalmentAmount ?? Math.ceil(amount.value / count), total: plan?.total ?? amount.value };
      });
      return { currency: amount.currency, options };
    },
  });
}
