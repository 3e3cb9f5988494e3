import { createHmac } from 'node:crypto';

/** The keyed hash of what the age verification tables keep of a document number, a guest email or a client address. */
export type KeyedHash = (purpose: 'document' | 'email' | 'client', value: string) => string;

/** The keyed hash with the shop's key (AGE_VERIFICATION_HASH_KEY: a development key by default, set in production). */
export function keyedHashWith(key: string): KeyedHash {
  return (purpose, value) => createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex');
}
