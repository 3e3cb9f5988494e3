import { createHmac } from 'node:crypto';

/**
 * The key of the keyed hashes (document numbers, guest emails, client addresses). Set
 * AGE_VERIFICATION_HASH_KEY in production; the default serves development and tests only.
 */
const KEY = process.env.AGE_VERIFICATION_HASH_KEY || 'age-verification-development-key';

export function keyedHash(purpose: 'document' | 'email' | 'client', value: string): string {
  return createHmac('sha256', KEY).update(`${purpose}:${value}`).digest('hex');
}
