import type { FastifyBaseLogger } from 'fastify';
import { renewalOrders, subscriptionShippingAddress } from '../../features/checkout/server/renewal-orders';
import { requireCustomer } from '../../features/customers/server';
import { chargeRenewal, type PaymentGatewayPort, refundRenewal, subscriptionProfileCard, subscriptionProfileCards } from '../../features/payment/server';
import type { RenewalCharges, RenewalOrders, SubscriptionAccount, SubscriptionNotices } from '../../features/subscriptions/server';

/** What the subscriptions' renewals are handed from the features above them: checkout's pricing and order, the gateway's charge. */
export function renewalPorts(gateway: PaymentGatewayPort): { orders: RenewalOrders; charges: RenewalCharges } {
  return {
    orders: renewalOrders,
    charges: { charge: (db, request) => chargeRenewal(gateway, db, request), refund: (request) => refundRenewal(gateway, request) },
  };
}

/** The customer's side: the sign-in guard, the vault's subscription cards, checkout's address rules. */
export const subscriptionAccount: SubscriptionAccount = {
  requireCustomer,
  paymentProfile: subscriptionProfileCard,
  paymentProfiles: subscriptionProfileCards,
  shippingAddress: subscriptionShippingAddress,
};

/**
 * The notices until the mail outbox takes them: each is logged with its codes and ids (no personal data),
 * and what happened is on the subscription's and renewal's rows.
 */
export function loggedSubscriptionNotices(log: FastifyBaseLogger): SubscriptionNotices {
  return {
    async renewalPlaced(_tx, notice) {
      log.info({ code: 'subscription_renewal_placed', subscriptionId: notice.subscriptionId, orderId: notice.orderId }, 'subscription renewal placed');
    },
    async renewalPaymentFailed(_tx, notice) {
      log.warn(
        {
          code: 'subscription_renewal_failed',
          subscriptionId: notice.subscriptionId,
          attempt: notice.attempt,
          reason: notice.reason,
          final: notice.finalAttempt,
        },
        'subscription renewal not placed',
      );
    },
    async subscriptionChanged(_tx, notice) {
      log.info({ code: 'subscription_changed', subscriptionId: notice.subscriptionId, change: notice.change }, 'subscription changed');
    },
  };
}
