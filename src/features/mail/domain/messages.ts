import type { AddressRecord } from '../../../shared/domain/address';
import type { Minor } from '../../../shared/domain/money';

/** What an e-mail needs of its store, taken when it is queued: the name it speaks in, its language, money and calendar. */
export interface MailStore {
  code: string;
  brand: string;
  locale: string;
  currency: string;
  timeZone: string;
}

/**
 * An e-mail as the outbox keeps it: which one, for which store, and what it is made from. It is rendered
 * when it is sent; an order's confirmation is read from the order then (the order is committed with it).
 */
export type QueuedMail =
  | { template: 'order-confirmation'; store: MailStore; orderId: number; cartId: number }
  | {
      template: 'account-created';
      store: MailStore;
      firstname: string;
      lastname: string;
      email: string;
      /** The guest's order the account was made from (the success page's offer): it is in the account now. */
      fromOrder?: { orderId: number; incrementId: string };
    }
  | { template: 'payment-not-completed'; store: MailStore; firstname: string; incrementId: string; paymentTitle: string }
  | { template: 'subscription-renewal-placed'; store: MailStore; firstname: string; orderId: number; incrementId: string; nextDate: string }
  | { template: 'subscription-renewal-failed'; store: MailStore; firstname: string; finalAttempt: boolean }
  | {
      template: 'subscription-changed';
      store: MailStore;
      firstname: string;
      change: 'quantity' | 'interval' | 'skipped' | 'paused' | 'resumed' | 'cancelled' | 'card' | 'address';
    }
  | {
      template: 'password-reset';
      store: MailStore;
      firstname: string;
      /** The link's token in clear, erased once the e-mail has been sent (only its hash stays, in the reset table). */
      token: string | null;
      /** ISO time after which the link no longer works: an e-mail still unsent then is not sent. */
      expiresAt: string;
      validForMinutes: number;
    };

/** An address as an e-mail shows it. */
export type MailAddress = Pick<AddressRecord, 'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'region' | 'postcode' | 'countryId' | 'telephone'>;

/** An order's confirmation, as read from the order when it is sent. */
export interface OrderConfirmation {
  incrementId: string;
  firstname: string;
  lastname: string;
  /** When the order was placed (ISO). */
  placedAt: string;
  isGuest: boolean;
  lines: { name: string; sku: string; qty: number; rowTotalInclTax: Minor; subscriptionIntervalMonths: number | null }[];
  totals: { subtotalInclTax: Minor; discount: Minor; shippingInclTax: Minor; tax: Minor; grandTotal: Minor };
  /** Null when the parcel goes to a gift registry: the registrant's address is not the buyer's to see. */
  shippingAddress: MailAddress | null;
  billingAddress: MailAddress;
  deliveryMethod: string;
  /** The pickup point or parcel shop the parcel waits at. */
  deliveryPoint: { name: string; lines: string[] } | null;
  payment: { title: string; cardType: string | null; cardLast4: string | null };
  /** The first subscription line's next delivery (ISO date), when the order holds one. */
  subscriptionNextDate: string | null;
}

/** A rendered e-mail: both bodies say the same. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
