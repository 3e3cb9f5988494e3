import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import { MAIL_POLL_EVERY_MS } from '../domain';
import type { Mailer } from '../providers';
import { deliverDueMail, type MailDelivery, type OrderConfirmationReader } from './delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one round of e-mail delivery now (the worker runs them on its own; tests and tools call it). */
    deliverMailNow(): Promise<number>;
  }
}

export interface MailPluginOptions {
  /** The SMTP transport (SMTP_URL, or MailDev beside the shop); null: no server, e-mails wait in the outbox. */
  mailer: Mailer | null;
  now: () => Date;
  /** The shop's public origin: every link in an e-mail points there. */
  shopOrigin: string;
  readOrderConfirmation: OrderConfirmationReader;
  /** How often the worker looks for due e-mails (MAIL_POLL_EVERY_MS by default). */
  everyMs?: number;
}

/**
 * The outbox's delivery worker in this server process: every few seconds it takes the due e-mails,
 * sends them, and schedules the failed ones' retries. Several processes share the outbox safely.
 */
export function mailDeliveryPlugin(app: FastifyInstance, options: MailPluginOptions): void {
  const { mailer } = options;
  if (!mailer) {
    app.decorate('deliverMailNow', async () => 0);
    app.log.warn({ code: 'MAIL_NO_SMTP' }, 'SMTP_URL is not set: e-mails are kept in the outbox until a server with one sends them');
    return;
  }
  const delivery: MailDelivery = {
    db: app.db,
    mailer,
    now: options.now,
    links: { shopOrigin: options.shopOrigin },
    readOrderConfirmation: options.readOrderConfirmation,
    log: app.log,
  };
  app.decorate('deliverMailNow', () => deliverDueMail(delivery));
  repeatWhileUp(app, {
    everyMs: options.everyMs ?? MAIL_POLL_EVERY_MS,
    run: () => deliverDueMail(delivery),
    failureCode: 'MAIL_DELIVERY_FAILED',
    failureMessage: 'A round of e-mail delivery failed; the next one tries again',
  });
}
