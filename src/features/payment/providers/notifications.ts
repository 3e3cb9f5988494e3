import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../shared/server/constant-time';
import { z } from 'zod';
import type { GatewayNotification } from './port';

/** The header that carries `sha256=<hex HMAC of the exact body>`. */
export const SIGNATURE_HEADER = 'x-gateway-signature';

const notificationSchema = z.object({
  notificationId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  orderCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  status: z.string().regex(/^[A-Z_]{1,32}$/),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
  occurredAt: z.string().max(40),
});

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Constant-time comparison of the signature over the exact body; then the body's shape. */
export function verifySignedNotification(secret: string, rawBody: string, signature: string | undefined): GatewayNotification | null {
  if (!signature || !secret) return null;
  if (!sameSecret(signature, signBody(secret, rawBody))) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
