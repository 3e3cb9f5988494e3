import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from '../../../shared/domain/errors';
import {
  AWAITING_APPROVAL,
  judgeReturn,
  PAYPAL_EXPRESS,
  PAYPAL_UNAVAILABLE,
  RETURN_ALREADY_USED,
  RETURN_AMOUNT_MISMATCH,
  RETURN_NOT_RECOGNISED,
  START_KEY,
  START_NOT_FOUND,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_SIGNATURE_MISSING,
  webhookEffect,
} from '../domain';
import { isSignedWebhook, type PayPalPort, PayPalRequestError, PayPalUnavailableError } from '../providers';
import { EXPRESS_CANCEL_PATH, EXPRESS_RETURN_PATH } from './express-method';
import { EXPRESS_APPROVAL_WINDOW_SECONDS } from './express-expiry';
import { refusalPage } from './pages';
import { applyWebhook, captureExpressPayment, type ExpressOutcome, type SettleOrder } from './settlement';
import { startKeyHash } from './start-key';
import { markReturned, moveStatus, paymentByStartKeyHash, type PayPalPaymentRow } from './store';

const EXPRESS_START_PATH = '/paypal/express/start';
const EXPRESS_BASKET_PATH = '/paypal/express/basket';
const WEBHOOK_PATH = '/paypal/webhook';
/** The shop's page that finds the basket again and opens the payment step (`?result=cancelled|declined`). */
const EXPRESS_BACK_PAGE = '/paypal/express/back';
const SUCCESS_PAGE = '/checkout/onepage/success';

/** The browser's start key, set by the start and sent back by PayPal's redirects (SameSite=Lax: top-level GETs). */
export const EXPRESS_COOKIE = 'paypal_express';

export interface PayPalRouteOptions {
  port: PayPalPort;
  settleOrder: SettleOrder;
  /** The guest basket restored for a canceled order's basket (its masked id), or null (a customer's comes back by itself). */
  restoredGuestCart(cartId: number): Promise<string | null>;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** This browser's Express payment: the one its start key (the cookie) started. */
async function paymentOfBrowser(request: FastifyRequest): Promise<PayPalPaymentRow | null> {
  const key = request.cookies[EXPRESS_COOKIE];
  if (!key || !START_KEY.test(key)) return null;
  const payment = await paymentByStartKeyHash(request.server.db, startKeyHash(key));
  return payment?.method === PAYPAL_EXPRESS ? payment : null;
}

const backTo = (result: 'cancelled' | 'declined') => `${EXPRESS_BACK_PAGE}?result=${result}`;

/** Where a payment that has ended sends the shopper. */
function endOf(payment: PayPalPaymentRow): string {
  if (payment.status === 'CANCELLED') return backTo('cancelled');
  if (payment.status === 'DECLINED') return backTo('declined');
  return SUCCESS_PAGE;
}

/**
 * PayPal Express's browser side (REFERENCE "PayPal Express in Magento"): the start sends the shopper to
 * PayPal's approval page; PayPal sends them back to the return (captured, order to processing, the
 * success page) or the cancel (order canceled, basket restored, the payment step). Both accept only the
 * browser that started the payment (its start key in an HttpOnly cookie) and the token of that payment's
 * PayPal order, once: a tampered or replayed return changes nothing. Webhooks settle the orders whose
 * return never came; the expiry (express-expiry.ts), those never approved.
 */
export async function paypalExpressRoutes(app: FastifyInstance, options: PayPalRouteOptions): Promise<void> {
  const settlement = (request: FastifyRequest) => ({ db: app.db, port: options.port, log: request.log, settleOrder: options.settleOrder });
  const tags = ['paypal'];

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: 'not-recognised' | 'already-used', where: string) => {
    request.log.warn({ code: 'paypal_return_refused', reason, where }, 'PayPal return refused');
    return refusalPage(reply, reason === 'already-used' ? 409 : 400, reason === 'already-used' ? RETURN_ALREADY_USED : RETURN_NOT_RECOGNISED);
  };
  const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof PayPalUnavailableError) && !(error instanceof PayPalRequestError)) throw error;
    request.log.warn({ code: 'paypal_unavailable_at_return', reason: error.name }, 'PayPal unavailable at the return');
    return refusalPage(reply, 503, PAYPAL_UNAVAILABLE);
  };

  app.get(EXPRESS_START_PATH, { schema: { tags } }, async (request, reply) => {
    const key = single((request.query as Record<string, unknown>).key);
    const payment = key && START_KEY.test(key) ? await paymentByStartKeyHash(app.db, startKeyHash(key)) : undefined;
    if (!key || !payment || payment.method !== PAYPAL_EXPRESS || payment.status !== AWAITING_APPROVAL || payment.returnedAt || !payment.approveUrl) {
      return refusalPage(reply, 404, START_NOT_FOUND);
    }
    reply.setCookie(EXPRESS_COOKIE, key, {
      path: '/paypal',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: EXPRESS_APPROVAL_WINDOW_SECONDS,
    });
    request.log.info({ code: 'paypal_start', reference: payment.reference }, 'to PayPal’s approval page');
    return reply.header('cache-control', 'no-store').redirect(payment.approveUrl, 302);
  });

  app.get(EXPRESS_RETURN_PATH, { schema: { tags } }, async (request, reply) => {
    const payment = await paymentOfBrowser(request);
    const query = request.query as Record<string, unknown>;
    const verdict = judgeReturn(payment && { ...payment, amount: { value: payment.amount, currency: payment.currency } }, query);
    if (verdict.kind === 'refused') return refuse(request, reply, verdict.reason, 'return');
    const current = payment!;
    if (verdict.kind === 'capture') {
      let outcome: ExpressOutcome;
      try {
        outcome = await captureExpressPayment(settlement(request), current);
      } catch (error) {
        return unavailable(request, reply, error);
      }
      if (outcome === 'mismatch') return refusalPage(reply, 409, RETURN_AMOUNT_MISMATCH);
      if (outcome === 'not-approved') return refuse(request, reply, 'not-recognised', 'return-not-approved');
    }
    // The first return counts; a second one racing it is a replay.
    if (!(await markReturned(app.db, current.reference))) return refuse(request, reply, 'already-used', 'return');
    const now = (await paymentByStartKeyHash(app.db, current.startKeyHash!))!;
    return reply.header('cache-control', 'no-store').redirect(endOf(now), 303);
  });

  app.get(EXPRESS_CANCEL_PATH, { schema: { tags } }, async (request, reply) => {
    const payment = await paymentOfBrowser(request);
    const token = single((request.query as Record<string, unknown>).token);
    if (!payment || token !== payment.paypalOrderId) return refuse(request, reply, 'not-recognised', 'cancel');
    if (payment.returnedAt) return refuse(request, reply, 'already-used', 'cancel');
    // Canceled once, whoever comes first; a payment captured meanwhile (a webhook) stays paid.
    if (await moveStatus(app.db, payment.reference, [AWAITING_APPROVAL], 'CANCELLED')) await options.settleOrder(payment.cartId, 'canceled');
    if (!(await markReturned(app.db, payment.reference))) return refuse(request, reply, 'already-used', 'cancel');
    request.log.info({ code: 'paypal_cancel', reference: payment.reference }, 'back from PayPal: cancelled');
    const now = (await paymentByStartKeyHash(app.db, payment.startKeyHash!))!;
    return reply.header('cache-control', 'no-store').redirect(endOf(now), 303);
  });

  // The basket restored after a cancelled or declined payment, for this browser only (a guest's new masked id).
  app.get(EXPRESS_BASKET_PATH, { schema: { tags } }, async (request, reply) => {
    const payment = await paymentOfBrowser(request);
    const ended = payment && (payment.status === 'CANCELLED' || payment.status === 'DECLINED');
    const cartId = ended ? await options.restoredGuestCart(payment.cartId) : null;
    return reply.header('cache-control', 'no-store').send({ cart_id: cartId });
  });

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes: the body is read as text and parsed only once verified.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 32 * 1024 }, (_request, text, done) => done(null, text));
    webhooks.post(WEBHOOK_PATH, { schema: { tags, hide: true } }, async (request, reply) => {
      if (!isSignedWebhook(request.headers)) throw new ShopError('UNAUTHORIZED', WEBHOOK_SIGNATURE_MISSING);
      const event = options.port.verifyWebhook(request.headers, typeof request.body === 'string' ? request.body : '');
      if (!event) {
        request.log.warn({ code: 'paypal_webhook_refused' }, 'PayPal webhook with a wrong signature refused');
        throw new ShopError('FORBIDDEN', WEBHOOK_SIGNATURE_INVALID);
      }
      try {
        const outcome = await applyWebhook(settlement(request), webhookEffect(event));
        request.log.info({ code: 'paypal_webhook', eventType: event.event_type, outcome }, 'PayPal webhook');
      } catch (error) {
        if (!(error instanceof PayPalUnavailableError) && !(error instanceof PayPalRequestError)) throw error;
        // PayPal delivers the event again later.
        request.log.warn({ code: 'paypal_webhook_retry', eventType: event.event_type, reason: error.name }, 'PayPal webhook not applied: PayPal unavailable');
        throw new ShopError('UNAVAILABLE', PAYPAL_UNAVAILABLE);
      }
      return reply.status(200).send({});
    });
  });
}
