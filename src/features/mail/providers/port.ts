/** An e-mail as it leaves the shop. */
export interface OutgoingMail {
  /** `<…@…>`, made when the e-mail was queued: the same on every try. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the shop hands its e-mails over: an SMTP server (SMTP_URL), or MailDev beside the shop. */
export interface Mailer {
  /** Resolves once the server accepted the e-mail; rejects with a MailerError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal or failure of the mail server, by a code the log may carry (never the server's text, which may quote addresses). */
export class MailerError extends Error {
  constructor(readonly code: string) {
    super(`The mail server did not take the e-mail (${code}).`);
    this.name = 'MailerError';
  }
}
