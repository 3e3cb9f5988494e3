import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACH_REDIRECT_PATH, APM_REDIRECT_PATH } from '../domain/apm';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import { APM_CANCELLED_NOTICE, APM_FAILED_NOTICE, HOSTED_FRAME_TITLE } from '../domain/messages';
import { WORLDPAY_CC } from '../domain/method-codes';
import { idempotencyKeyOf } from './card-payment-plugin';
import { APM_RETURN_COOKIE, apmPaymentOfToken, PAID_STATUSES, recordApmStatus } from './apm-payment-plugin';
import type { PaymentTransactionRow } from './store';

/** Where an APM order goes once the shop knows how it ended: paid (→ processing) or not (→ canceled, everything given back). */
type ApmOrderOutcome = 'paid' | 'canceled';
type SettleApmOrder = (orderCode: string, outcome: ApmOrderOutcome) => Promise<void>;
/** The guest basket that holds a cancelled order's lines again (its masked id), if the order was a guest's. */
type RestoredGuestCart = (orderCode: string) => Promise<string | null>;

/** How the checkout page names the basket an order was placed from (the guest's masked id, the customer's cart id); null when unknown. */
type QuoteIdOfOrder = (orderCode: string) => Promise<string | null>;

export interface RedirectRouteOptions {
  settleApmOrder: SettleApmOrder;
  restoredGuestCart: RestoredGuestCart;
  quoteIdOfOrder: QuoteIdOfOrder;
}

const APM_RESULT_PATH = '/worldpay/redirectresult';
/** The basket page after a payment page was left unpaid (`?payment=cancelled|failed`): it shows the notice. */
const BASKET_PATH = '/checkout/cart';
const SUCCESS_PATH = '/checkout/onepage/success';
export const PAYMENT_NOTICE = { cancelled: APM_CANCELLED_NOTICE, failed: APM_FAILED_NOTICE } as const;

const HOSTED_PAGE_NOT_FOUND = 'There is no payment waiting for the hosted payment page. Please place your order again.';
export const HOSTED_PAGE_OTHER_QUOTE = 'The hosted payment page was asked for another basket than the order’s. Please place your order again.';

const RETURN_OUTCOMES = ['success', 'pending', 'cancel', 'failure', 'error'] as const;

function paymentOfRequest(request: FastifyRequest): Promise<PaymentTransactionRow | null> {
  return apmPaymentOfToken(request.server.db, request.cookies[APM_RETURN_COOKIE]);
}

/**
 * The redirect flow of alternative payments (spec 002 §2, REFERENCE "Redirect flow"): after the order the
 * browser comes to `/worldpay/redirectresult/redirect` (ACH: `/worldpay/threedsecure/auth`) and is sent
 * to the gateway's page of its own pending order (found by the return cookie the order's answer set);
 * the page sends it back to `/worldpay/redirectresult/{outcome}`. A return never pays an order (only a
 * signed notification does); cancel, failure and error end it unpaid and restore the basket.
 */
export async function apmRedirectRoutes(app: FastifyInstance, options: RedirectRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  const toGatewayPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const payment = await paymentOfRequest(request);
    if (payment?.status === 'PENDING' && payment.redirectUrl) return reply.header('cache-control', 'no-store').redirect(payment.redirectUrl, 302);
    // No pending payment of this browser's: back to the basket.
    return reply.redirect(BASKET_PATH, 302);
  };
  r.get(APM_REDIRECT_PATH, { schema: { tags } }, toGatewayPage);
  // ACH direct debit's path (the 3-D Secure returns live under it with an outcome: /worldpay/threedsecure/auth/{outcome}).
  r.get(ACH_REDIRECT_PATH, { schema: { tags } }, toGatewayPage);

  r.get(
    `${APM_RESULT_PATH}/:outcome`,
    {
      schema: {
        tags,
        params: z.object({ outcome: z.enum(RETURN_OUTCOMES) }),
        querystring: z.object({ orderCode: z.string().max(64).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const { outcome } = request.params;
      const payment = await paymentOfRequest(request);
      const named = request.query.orderCode;
      // Someone else's order (or none): nothing changes.
      if (!payment || (named !== undefined && named !== payment.orderCode)) {
        request.log.warn({ code: 'apm_return_not_owned', outcome }, 'payment return without the order’s return cookie');
        return reply.redirect(BASKET_PATH, 303);
      }
      request.log.info({ code: 'apm_return', outcome, orderCode: payment.orderCode }, 'back from the alternative payment page');
      if (outcome === 'success' || outcome === 'pending') return reply.redirect(SUCCESS_PATH, 303);
      // A payment the gateway already confirmed is not undone by a return URL.
      if (PAID_STATUSES.includes(payment.status)) return reply.redirect(SUCCESS_PATH, 303);
      if (payment.status === 'PENDING') {
        // Tell the gateway too (best effort): a payment page left open cannot pay later.
        const voided = await app.paymentGateway
          .void({ paymentId: payment.paymentId, idempotencyKey: idempotencyKeyOf('void', payment.paymentId) })
          .catch(() => null);
        if (voided?.ok || outcome === 'cancel') await recordApmStatus(app.db, payment.orderCode, 'CANCELLED');
        else await recordApmStatus(app.db, payment.orderCode, outcome === 'failure' ? 'REFUSED' : 'ERROR');
      }
      const now = await apmPaymentOfToken(app.db, payment.returnToken ?? undefined);
      if (now && PAID_STATUSES.includes(now.status)) return reply.redirect(SUCCESS_PATH, 303);
      await options.settleApmOrder(payment.orderCode, 'canceled');
      return reply.redirect(`${BASKET_PATH}?payment=${outcome === 'cancel' ? 'cancelled' : 'failed'}`, 303);
    },
  );

  /**
   * Spec 002 §7 `POST /worldpay/payment/hostedurl` (quoteId, paymentdetails): the hosted payment page's
   * settings as JSON text, for the order this browser has just placed with a hosted card (its return cookie),
   * and only when `quoteId` names the basket that order was placed from.
   */
  r.post(
    '/worldpay/payment/hostedurl',
    {
      schema: {
        tags,
        body: z.object({
          quoteId: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()]),
          paymentdetails: z.record(z.string(), z.unknown()).optional(),
        }),
      },
    },
    async (request, reply) => {
      const payment = await paymentOfRequest(request);
      if (!payment || payment.method !== WORLDPAY_CC || payment.status !== 'PENDING' || !payment.redirectUrl) {
        throw new ShopError('NOT_FOUND', HOSTED_PAGE_NOT_FOUND);
      }
      // The cookie finds the order; the page's quote id must agree with it (a number or its text alike).
      const quoteId = await options.quoteIdOfOrder(payment.orderCode);
      if (quoteId === null || String(request.body.quoteId) !== quoteId) throw invalidInput(HOSTED_PAGE_OTHER_QUOTE, { fieldName: 'quoteId' });
      const settings = { url: payment.redirectUrl, target: 'iframe', iframeTitle: HOSTED_FRAME_TITLE, orderCode: payment.orderCode };
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(JSON.stringify(settings)));
    },
  );

  /**
   * The hosted page's result inside its frame (`/worldpay/redirectresult/iframe/status/{outcome}`): a page
   * of the shop's own origin that takes the whole window to the return (a same-origin script; a link if
   * scripts are off), where the outcome is handled as for alternative payments.
   */
  r.get(
    `${APM_RESULT_PATH}/iframe/status/:outcome`,
    {
      schema: {
        tags,
        params: z.object({ outcome: z.enum(RETURN_OUTCOMES) }),
        querystring: z
          .object({
            orderCode: z
              .string()
              .regex(/^A\d{1,12}$/)
              .optional(),
          })
          .passthrough(),
      },
    },
    async (request, reply) => {
      const code = request.query.orderCode;
      const target = `${APM_RESULT_PATH}/${request.params.outcome}${code ? `?orderCode=${code}` : ''}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment result</title></head><body><p><a href="${target}" target="_top">Continue</a></p><script src="${APM_RESULT_PATH}/iframe/top.js" data-target="${target}"></script></body></html>`,
        );
    },
  );
  r.get(`${APM_RESULT_PATH}/iframe/top.js`, { schema: { tags, hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        "(function(){var s=document.currentScript;var t=s&&s.getAttribute('data-target');if(t&&t.indexOf('/worldpay/redirectresult/')===0&&window.top)window.top.location.replace(t);})();",
      ),
  );

  // The basket page after a return: the guest basket restored in place of the order's (the browser keeps its id).
  r.get(`${APM_RESULT_PATH}/basket`, { schema: { tags } }, async (request, reply) => {
    const payment = await paymentOfRequest(request);
    const cartId = payment ? await options.restoredGuestCart(payment.orderCode) : null;
    return reply.header('cache-control', 'no-store').send({ cart_id: cartId });
  });
}
