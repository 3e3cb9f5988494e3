import { CHALLENGE_ORDER_CODE, CHALLENGE_RESULT_PARAM } from '../domain/cards/card-payment';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf, recordCardPayment } from './card-payment-plugin';
import { SAVED_CARD_RETURN_PATH } from './saved-card-payment';
import { findTransaction } from './store';

const THREE_DS_RETURN_PATH = '/worldpay/threedsecure/auth';

/**
 * Where the gateway's 3-D Secure challenge page sends the shopper back
 * (`/worldpay/threedsecure/auth/{success|failure|cancel|pending}?orderCode=…`). The shopper goes back to
 * the payment step: after a passed challenge with the payment's order code (the page then places the
 * order with it); otherwise an authorisation the challenge left is voided, and the next place order is
 * a new attempt (after a refusal or an error the page says so: `?threeds_result=failure|error`).
 */
export async function threeDSecureReturnRoute(app: FastifyInstance, options: { gatewayUrl: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The gateway's origin for the browser's device-data frame (the only origin its message is taken from).
  r.get('/worldpay/threedsecure/config', { schema: { tags: ['payment'] } }, async () => ({ gatewayOrigin: new URL(options.gatewayUrl).origin }));
  const outcomes = z.enum(['success', 'failure', 'cancel', 'pending', 'error']);
  const orderCode = z.string().regex(CHALLENGE_ORDER_CODE).optional();
  r.get(
    `${THREE_DS_RETURN_PATH}/:outcome`,
    { schema: { tags: ['payment'], params: z.object({ outcome: outcomes }), querystring: z.object({ orderCode }) } },
    (request, reply) => challengeReturn(app, request, reply, request.params.outcome, request.query.orderCode),
  );
  // Spec 002 §2: a saved card's challenge comes back to /worldpay/savedcard/redirect (the gateway adds
  // the outcome to the path; the bare path takes it from the query) and goes on exactly as a new card's.
  r.get(
    `${SAVED_CARD_RETURN_PATH}/:outcome`,
    { schema: { tags: ['payment'], params: z.object({ outcome: outcomes }), querystring: z.object({ orderCode }) } },
    (request, reply) => challengeReturn(app, request, reply, request.params.outcome, request.query.orderCode),
  );
  r.get(SAVED_CARD_RETURN_PATH, { schema: { tags: ['payment'], querystring: z.object({ outcome: outcomes, orderCode }) } }, (request, reply) =>
    challengeReturn(app, request, reply, request.query.outcome, request.query.orderCode),
  );
}

type Outcome = 'success' | 'failure' | 'cancel' | 'pending' | 'error';

async function challengeReturn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, outcome: Outcome, orderCode: string | undefined) {
  request.log.info({ code: 'card_challenge_return', outcome, orderCode }, 'back from the 3-D Secure challenge');
  // Passed: the payment step places the order with this payment (captured then, as the gateway's word).
  if (outcome === 'success' && orderCode) return reply.redirect(`/checkout?threeds=${encodeURIComponent(orderCode)}#payment`, 303);
  const payment = orderCode ? await findTransaction(app.db, orderCode) : undefined;
  if (payment && (payment.status === 'PENDING' || payment.status === 'AUTHORISED') && payment.amount !== null && payment.currency) {
    const result = await app.paymentGateway
      .void({ paymentId: payment.paymentId, idempotencyKey: idempotencyKeyOf('void', payment.paymentId) })
      .catch(() => null);
    // Voided, or already refused by the challenge: either way this attempt is over (the next gets a new key).
    const status = result?.ok ? 'CANCELLED' : outcome === 'failure' ? 'REFUSED' : outcome === 'error' ? 'ERROR' : outcome === 'cancel' ? 'CANCELLED' : null;
    if (status) {
      const card = { last4: payment.cardLast4 ?? '', type: payment.cardType ?? '' };
      await recordCardPayment(app.db, {
        orderCode: payment.orderCode,
        paymentId: payment.paymentId,
        status,
        amount: { value: payment.amount, currency: payment.currency },
        card,
      });
    }
  }
  // A refusal or an error is said on the payment step; a cancelled (or still pending) challenge just comes back.
  const result = outcome === 'failure' || outcome === 'error' ? `?${CHALLENGE_RESULT_PARAM}=${outcome}` : '';
  return reply.redirect(`/checkout${result}#payment`, 303);
}
