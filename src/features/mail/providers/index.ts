export type { Mailer, OutgoingMail } from './port';
export { MailerError } from './port';
export { createSmtpMailer } from './smtp';
export { startMailDev } from './maildev';
