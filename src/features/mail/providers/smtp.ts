import nodemailer from 'nodemailer';
import { MailerError, type Mailer } from './port';

/** A short code for a failed send: the SMTP reply code, else nodemailer's error code. */
function failureCode(error: unknown): string {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e?.responseCode === 'number') return `SMTP_${e.responseCode}`;
  return typeof e?.code === 'string' && /^[A-Z_]{2,32}$/.test(e.code) ? e.code : 'SEND_FAILED';
}

/**
 * The SMTP transport at `url` (`smtp://user:pass@host:587`, `smtps://…`), through nodemailer, sending as `from`.
 * One kept connection (a pool of one: a process sends its outbox one e-mail after another) rather than a
 * connection, greeting and login per e-mail, which cost a placed order about a third of its server time.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 1 });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
      } catch (error) {
        throw new MailerError(failureCode(error));
      }
    },
    close: () => transport.close(),
  };
}
