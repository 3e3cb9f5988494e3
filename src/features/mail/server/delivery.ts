import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../shared/server/db';
import {
  MAIL_BATCH_SIZE,
  MAIL_CLAIM_SECONDS,
  MAIL_MAX_ATTEMPTS,
  type MailLinks,
  type OrderConfirmation,
  type QueuedMail,
  type RenderedMail,
  renderAccountCreated,
  renderPaymentNotCompleted,
  renderRenewalFailed,
  renderRenewalPlaced,
  renderSubscriptionChanged,
  renderOrderConfirmation,
  renderPasswordReset,
  retryDelaySeconds,
} from '../domain';
import { type Mailer, MailerError } from '../providers';
import { claimDueMail, markAttemptFailed, markSent, type OutboxRow } from './store';

type OrderConfirmationMail = Extract<QueuedMail, { template: 'order-confirmation' }>;

/** Reads an order's confirmation when it is sent (handed in by the app: orders sit above mail). */
export type OrderConfirmationReader = (db: Executor, mail: OrderConfirmationMail) => Promise<OrderConfirmation | null>;

export interface MailDelivery {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  links: MailLinks;
  readOrderConfirmation: OrderConfirmationReader;
  log: FastifyBaseLogger;
}

/** Why an e-mail is not sent at all (rather than retried): its facts are gone, or its link has expired. */
class NotToSend extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function render(delivery: MailDelivery, content: QueuedMail, now: Date): Promise<RenderedMail> {
  switch (content.template) {
    case 'order-confirmation': {
      const order = await delivery.readOrderConfirmation(delivery.db, content);
      if (!order) throw new NotToSend('ORDER_NOT_FOUND');
      return renderOrderConfirmation(content.store, order, delivery.links);
    }
    case 'account-created':
      return renderAccountCreated(content, delivery.links);
    case 'payment-not-completed':
      return renderPaymentNotCompleted(content, delivery.links);
    case 'subscription-renewal-placed':
      return renderRenewalPlaced(content, delivery.links);
    case 'subscription-renewal-failed':
      return renderRenewalFailed(content, delivery.links);
    case 'subscription-changed':
      return renderSubscriptionChanged(content, delivery.links);
    case 'password-reset': {
      if (content.token === null || new Date(content.expiresAt) <= now) throw new NotToSend('LINK_EXPIRED');
      return renderPasswordReset({ ...content, token: content.token }, delivery.links);
    }
  }
}

async function deliverOne(delivery: MailDelivery, row: OutboxRow, now: Date): Promise<boolean> {
  const { db, log } = delivery;
  try {
    const mail = await render(delivery, row.content, now);
    await delivery.mailer.send({ messageId: row.messageId, to: row.recipient, ...mail });
  } catch (error) {
    if (error instanceof NotToSend) {
      await markAttemptFailed(db, row.id, error.code, null);
      log.warn({ code: 'MAIL_NOT_SENT', reason: error.code, mailId: row.id }, 'An e-mail was not sent: what it was made from is gone');
      return false;
    }
    const code = error instanceof MailerError ? error.code : 'SEND_FAILED';
    const retryAt = row.attempts >= MAIL_MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000);
    await markAttemptFailed(db, row.id, code, retryAt);
    log.warn({ code: 'MAIL_SEND_FAILED', reason: code, mailId: row.id, attempts: row.attempts, givenUp: retryAt === null }, 'An e-mail could not be sent');
    return false;
  }
  // Accepted by the server: a crash before this line sends it again, with the same Message-ID.
  await markSent(db, row.id, delivery.now());
  return true;
}

/**
 * One round of the delivery worker: takes the due e-mails (claimed in the database, so processes never
 * send the same one at once), sends each and marks it sent, or schedules its retry with backoff.
 * Answers how many were sent.
 */
export async function deliverDueMail(delivery: MailDelivery): Promise<number> {
  const now = delivery.now();
  const rows = await claimDueMail(delivery.db, now, new Date(now.getTime() + MAIL_CLAIM_SECONDS * 1000), MAIL_BATCH_SIZE);
  let sent = 0;
  for (const row of rows) if (await deliverOne(delivery, row, now)) sent += 1;
  return sent;
}
