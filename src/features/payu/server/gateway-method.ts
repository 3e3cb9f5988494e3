import { createHash } from 'node:crypto';
import { invalidInput } from '../../../shared/domain/errors';
import { APM_DETAILS_INVALID, CARD_PAYMENT_CONFLICT, PAYMENT_METHOD_NOT_AVAILABLE, PENDING_PAYMENT } from '../../payment/domain';
import type { Money, OrderToPay, PaymentCallContext, ServerPaymentMethod } from '../../payment/server';
import { PAYU_GATEWAY, type PayuPageMethod, readPageClaim } from '../domain';
import { insertPayment } from './store';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The order's payment on PayU's page, as the shop records it with the order (PayU hears of it only when the browser posts the form). */
interface PagePayment {
  reference: string;
  accountId: string;
  amount: Money;
  methods: PayuPageMethod[];
  claimHash: string;
}

/** One page payment per basket: a cancelled one brings the basket back as a new basket, with a new reference. */
const pageReferenceOf = (cartId: number): string => `W${cartId}`;

function methodsFor(order: OrderToPay, call: PaymentCallContext): PayuPageMethod[] {
  const methods = call.storeSettings.payu.gateway.methods[order.billingAddress.countryId.trim().toUpperCase()] ?? [];
  if (methods.length === 0) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
  return methods;
}

/**
 * payu_gateway (spec 002 §9): the order is written pending_payment and the shopper pays on PayU's page
 * (WebCheckout: boleto or PIX in Brazil, OXXO or SPEI in Mexico). Nothing is asked of PayU before the order:
 * the browser posts the signed form once the order exists (routes.ts), and PayU's signed response and
 * confirmation settle it. The browser sends a random claim with the order, the shop keeps its hash.
 */
export const payuGateway: ServerPaymentMethod<{ claim: string }, PagePayment> = {
  key: 'payu-page',
  matches: (code) => code === PAYU_GATEWAY,
  async read(input) {
    const claim = readPageClaim(input.additionalData);
    if (!claim) throw invalidInput(APM_DETAILS_INVALID);
    return { claim };
  },
  checkAfterOrderChecks: (_submission, order, call) => void methodsFor(order, call),
  attemptReference: async (_submission, order) => pageReferenceOf(order.cart.id),
  async pay(submission, order, call, reference) {
    return {
      kind: 'paid',
      payment: {
        reference,
        accountId: call.storeSettings.payu.accountId,
        amount: order.amount,
        methods: methodsFor(order, call),
        claimHash: sha256(submission.claim),
      },
    };
  },
  orderState: () => PENDING_PAYMENT,
  async confirm(_tx, payment, order) {
    const same =
      payment.reference === pageReferenceOf(order.cart.id) && payment.amount.value === order.amount.value && payment.amount.currency === order.amount.currency;
    if (!same) throw invalidInput(CARD_PAYMENT_CONFLICT);
  },
  async record(tx, payment, order) {
    await insertPayment(tx, {
      reference: payment.reference,
      method: PAYU_GATEWAY,
      cartId: order.cartId,
      orderId: order.id,
      accountId: payment.accountId,
      status: 'PENDING',
      amount: payment.amount.value,
      currency: payment.amount.currency,
      pageMethods: payment.methods.join(','),
      claimHash: payment.claimHash,
    });
  },
};
