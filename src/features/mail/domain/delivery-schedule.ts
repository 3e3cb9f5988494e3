/**
 * The delivery worker's schedule. The spec is silent; these are the shop's choices (README "E-mail").
 */
/** How often each server process looks for e-mails to send. */
export const MAIL_POLL_EVERY_MS = 2_000;
/** E-mails a worker takes per round. */
export const MAIL_BATCH_SIZE = 20;
/** A worker holds the e-mails it took this long; past it, a crashed worker's e-mails are taken up by another. */
export const MAIL_CLAIM_SECONDS = 120;
/** The first retry waits this long, each next one twice as long … */
export const MAIL_FIRST_RETRY_SECONDS = 30;
/** … up to this. */
const MAIL_MAX_RETRY_SECONDS = 60 * 60;
/** After this many failed tries (some five hours of retries), the e-mail is given up ('failed'). */
export const MAIL_MAX_ATTEMPTS = 12;

/** The wait before the next try after `attempts` tries have failed: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAIL_FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_RETRY_SECONDS);
}
