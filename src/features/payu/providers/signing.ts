import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayU signs with MD5 or SHA (WebCheckout's `algorithmSignature`); the shop and the sandbox twin use
 * SHA-256, hex encoded.
 */
export const SIGNATURE_ALGORITHM = 'SHA256';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Constant-time comparison of two signatures (hex, any case). */
export function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The pricing API's `Authorization: Hmac <publicKey>:<signature>`, where the signature is
 * Base64(HMAC-SHA256(apiKey, "GET\n\n\n" + Date + "\n" + path with its query)).
 */
export function pricingSignature(apiKey: string, method: string, date: string, pathWithQuery: string): string {
  return createHmac('sha256', apiKey).update(`${method}\n\n\n${date}\n${pathWithQuery}`, 'utf8').digest('base64');
}
