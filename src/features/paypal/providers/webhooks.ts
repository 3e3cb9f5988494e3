import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../shared/server/constant-time';
import { z } from 'zod';
import type { WebhookEvent } from '../domain';

/**
 * PayPal's webhook headers. The twin signs with an HMAC-SHA256 shared with the shop (the real service signs
 * with its certificate over the same transmission id and time): base64 of the HMAC over
 * `<transmission id>|<transmission time>|<exact body>`.
 */
const TRANSMISSION_ID_HEADER = 'paypal-transmission-id';
const TRANSMISSION_TIME_HEADER = 'paypal-transmission-time';
const TRANSMISSION_SIG_HEADER = 'paypal-transmission-sig';
const AUTH_ALGO_HEADER = 'paypal-auth-algo';
const AUTH_ALGO = 'HMACSHA256';

const eventSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  event_type: z.string().regex(/^[A-Z0-9._-]{1,64}$/),
  resource: z.record(z.string(), z.unknown()),
});

function signWebhook(secret: string, transmissionId: string, transmissionTime: string, body: string): string {
  return createHmac('sha256', secret).update(`${transmissionId}|${transmissionTime}|${body}`, 'utf8').digest('base64');
}

/** The headers a webhook is sent with, signed over this body. */
export function webhookHeaders(secret: string, transmissionId: string, transmissionTime: string, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [TRANSMISSION_ID_HEADER]: transmissionId,
    [TRANSMISSION_TIME_HEADER]: transmissionTime,
    [AUTH_ALGO_HEADER]: AUTH_ALGO,
    [TRANSMISSION_SIG_HEADER]: signWebhook(secret, transmissionId, transmissionTime, body),
  };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : null);

/** The event, when the signature over the exact body holds (constant-time compare) and the body is an event; else null. */
export function verifyWebhook(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookEvent | null {
  const id = single(headers[TRANSMISSION_ID_HEADER]);
  const time = single(headers[TRANSMISSION_TIME_HEADER]);
  const signature = single(headers[TRANSMISSION_SIG_HEADER]);
  if (!secret || !id || !time || !signature || single(headers[AUTH_ALGO_HEADER]) !== AUTH_ALGO) return null;
  if (!sameSecret(signature, signWebhook(secret, id, time, rawBody))) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Whether a webhook request carries a signature at all (a missing one is told apart from a wrong one). */
export const isSignedWebhook = (headers: Record<string, string | string[] | undefined>): boolean => single(headers[TRANSMISSION_SIG_HEADER]) !== null;
