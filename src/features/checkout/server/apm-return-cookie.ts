import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../shared/server/db';
import type { OrderRow } from '../../orders/server';
import { WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import { APM_RETURN_COOKIE, APM_RETURN_COOKIE_MAX_AGE_SECONDS, apmPaymentOfCart } from '../../payment/server';
import { PENDING_PAYMENT } from './apm-orders';

/**
 * An order waiting for its alternative payment: the answer sets the payment's return token in an
 * HttpOnly cookie, so `/worldpay/redirectresult/*` finds this browser's own order and no other
 * (SameSite=Lax: it comes along when the gateway's page sends the shopper back). A retried call sets the same token.
 */
export async function rememberApmReturn(db: Executor, order: OrderRow, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if ((order.paymentMethod !== WORLDPAY_APM && order.paymentMethod !== WORLDPAY_CC) || order.state !== PENDING_PAYMENT.state) return;
  const payment = await apmPaymentOfCart(db, order.cartId);
  if (!payment?.returnToken) return;
  reply.setCookie(APM_RETURN_COOKIE, payment.returnToken, {
    path: '/worldpay',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: APM_RETURN_COOKIE_MAX_AGE_SECONDS,
  });
}
