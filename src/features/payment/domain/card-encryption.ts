/**
 * Client-side encryption of the card (spec 002, REFERENCE "Worldpay-style gateway"): the browser
 * encrypts number, CVV and expiry with the gateway's RSA-OAEP (SHA-256) public key through WebCrypto;
 * only the gateway holds the private key. The shop's server sees the ciphertext, the last four digits
 * and the type, never the number or the CVV.
 */

/** What the gateway publishes: its key as an SPKI (base64) with an id to name it in each blob. */
export interface GatewayPublicKey {
  keyId: string;
  /** RSA-OAEP SHA-256, DER SubjectPublicKeyInfo, base64. */
  spki: string;
}

/** The plaintext inside the blob: never logged, never stored. */
export interface CardSecret {
  number: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
  cardholderName?: string;
}

/** `v1.<keyId>.<base64 ciphertext>`: the encryptedData field of a card payment. */
export const ENCRYPTED_CARD_PATTERN = /^v1\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9+/]+={0,2})$/;
export const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptCard(key: GatewayPublicKey, card: CardSecret, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const publicKey = await subtle.importKey('spki', fromBase64(key.spki), RSA_OAEP, false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify(card));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, plaintext));
  return `v1.${key.keyId}.${toBase64(ciphertext)}`;
}

/** The parts of a blob, or null when it is not one. */
export function parseEncryptedCard(blob: string): { keyId: string; ciphertext: Uint8Array<ArrayBuffer> } | null {
  const match = ENCRYPTED_CARD_PATTERN.exec(blob);
  if (!match) return null;
  try {
    return { keyId: match[1], ciphertext: fromBase64(match[2]) };
  } catch {
    return null;
  }
}

/** What the shop may keep of a card: its last four digits and type. */
export function maskedCard(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `XXXX-${digits.slice(-4)}`;
}
