import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Money } from '../port';
import type { SandboxWalletCard } from './test-data';

/** How long a wallet token may be presented after the shopper confirmed the payment. */
export const WALLET_TOKEN_LIFETIME_MS = 10 * 60_000;

/** The sandbox's token format version, its first part. */
const VERSION = 'wt1';

/** What a sandbox wallet token holds (a real wallet's encrypted payload holds a network token and its cryptogram instead). */
export interface WalletTokenClaims {
  /** The token's own id: the gateway takes each once. */
  id: string;
  card: string;
  network: string;
  last4: string;
  amount: Money;
  issuedAt: number;
  expiresAt: number;
}

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * The sandbox wallet's tokens: JSON claims signed with HMAC-SHA256 under a key only the twin holds (new at
 * each start), written `wt1.<claims>.<signature>` in base64url. Nothing is encrypted: there is no card in
 * them to hide, only the sandbox card's id, network and last four digits.
 */
export function walletTokens(now: () => number, key: Buffer = randomBytes(32)) {
  const sign = (signed: string) => createHmac('sha256', key).update(signed).digest();
  return {
    issue(card: SandboxWalletCard, amount: Money): string {
      const issuedAt = now();
      const claims: WalletTokenClaims = {
        id: randomUUID(),
        card: card.id,
        network: card.network,
        last4: card.last4,
        amount,
        issuedAt,
        expiresAt: issuedAt + WALLET_TOKEN_LIFETIME_MS,
      };
      const signed = `${VERSION}.${base64url(JSON.stringify(claims))}`;
      return `${signed}.${base64url(sign(signed))}`;
    },
    /** The claims of a token this twin signed, or null (another format, another key, a changed byte). */
    open(token: string): WalletTokenClaims | null {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION) return null;
      const given = Buffer.from(parts[2], 'base64url');
      const expected = sign(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as WalletTokenClaims;
      } catch {
        return null;
      }
    },
  };
}
