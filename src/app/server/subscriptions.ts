import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../shared/server/db';
import { renewalOrdersWith, subscriptionShippingAddress } from '../../features/checkout/server/renewal-orders';
import { findCustomerById, requireCustomer } from '../../features/customers/server';
import { queueMail } from '../../features/mail/server';
import type { Pricing } from '../../features/pricing/server';
import { chargeRenewal, type PaymentGatewayPort, refundRenewal, subscriptionProfileCard, subscriptionProfileCards } from '../../features/payment/server';
import {
  type RenewalCharges,
  type RenewalOrders,
  type SubscriptionAccount,
  type SubscriptionNotices,
  failedForTheCard,
} from '../../features/subscriptions/server';

/** What the subscriptions' renewals are handed from the features above them: checkout's pricing and order, the gateway's charge. */
export function renewalPorts(gateway: PaymentGatewayPort, pricing: Pricing): { orders: RenewalOrders; charges: RenewalCharges } {
  return {
    orders: renewalOrdersWith(pricing),
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
 * The notices: an e-mail to the customer, queued in the transaction of what happened (the outbox), and a
 * log line with codes and ids only (no personal data).
 */
export function mailedSubscriptionNotices(log: FastifyBaseLogger): SubscriptionNotices {
  const customerOf = async (tx: Transaction, customerId: number) => findCustomerById(tx, customerId);
  return {
    async renewalPlaced(tx, notice, shop) {
      log.info({ code: 'subscription_renewal_placed', subscriptionId: notice.subscriptionId, orderId: notice.orderId }, 'subscription renewal placed');
      const customer = await customerOf(tx, notice.customerId);
      if (!customer) return;
      await queueMail(tx, shop, customer.email, {
        template: 'subscription-renewal-placed',
        firstname: customer.firstname,
        orderId: notice.orderId,
        incrementId: notice.incrementId,
        nextDate: notice.nextDate,
      });
    },
    async renewalPaymentFailed(tx, notice, shop) {
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
      // Only the card's failure is the customer's to act on; a product out of stock is the shop's.
      if (!failedForTheCard(notice.reason)) return;
      const customer = await customerOf(tx, notice.customerId);
      if (!customer) return;
      await queueMail(tx, shop, customer.email, { template: 'subscription-renewal-failed', firstname: customer.firstname, finalAttempt: notice.finalAttempt });
    },
    async subscriptionChanged(tx, notice, shop) {
      log.info({ code: 'subscription_changed', subscriptionId: notice.subscriptionId, change: notice.change }, 'subscription changed');
      const customer = await customerOf(tx, notice.customerId);
      if (!customer) return;
      await queueMail(tx, shop, customer.email, { template: 'subscription-changed', firstname: customer.firstname, change: notice.change });
    },
  };
}
