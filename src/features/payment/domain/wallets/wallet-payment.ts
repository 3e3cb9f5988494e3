import { WALLET_NETWORK_NOT_ACCEPTED, WALLET_PAYMENT_INVALID } from './messages';

/**
 * Paying with a wallet (`worldpay_wallets`: Apple Pay, Google Pay, a browser's own wallet) through the
 * browser's Payment Request API. The wallet answers a payment token only the gateway can open; the page
 * sends it on with the card's network and last four digits, and nothing else. The server reads the same
 * fields with the same rules (a 400, nothing changed, on any failure).
 */

/** The card networks a wallet may pay with, named as the wallets name them (Google Pay's `cardNetwork`). */
const WALLET_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB', 'MAESTRO'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

export const isWalletNetwork = (value: unknown): value is WalletNetwork => typeof value === 'string' && (WALLET_NETWORKS as readonly string[]).includes(value);

/** The wallet's fields in `paymentMethod.additional_data`. */
const WALLET_FIELDS = { token: 'wallet_token', network: 'wallet_card_network', last4: 'wallet_card_last4' } as const;

/** What the checkout itself may add to any method's additional_data (the electronic invoice's flag, spec 002 §5 check 5). */
const CHECKOUT_FIELDS: readonly string[] = ['edicomEnabled'];

/** The longest token taken: a real wallet's token is 1–3 KB; anything longer is not one. */
export const WALLET_TOKEN_MAX_LENGTH = 4096;

/**
 * A wallet token as the gateway takes it: a compact signed token of three base64url parts (header, payload,
 * signature), as a JWS is written. The shop cannot open it; it only refuses what cannot be one.
 */
const WALLET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{2,64}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,512}$/;

export function isWalletTokenShape(token: unknown): token is string {
  return typeof token === 'string' && token.length <= WALLET_TOKEN_MAX_LENGTH && WALLET_TOKEN_SHAPE.test(token);
}

export interface WalletPayment {
  token: string;
  network: WalletNetwork;
  last4: string;
}

export type WalletPaymentRead = { ok: true; payment: WalletPayment } | { ok: false; message: string; fieldName: string };

const invalid = (fieldName: string): WalletPaymentRead => ({ ok: false, message: WALLET_PAYMENT_INVALID, fieldName });

/**
 * The wallet payment of a place order's additional_data: exactly the token, the network and the last four
 * digits (any other field is refused: a card number or anything else has no place here), the network one the
 * store accepts. The failure names the field at fault, never its value.
 */
export function readWalletPayment(additionalData: unknown, acceptedNetworks: readonly string[]): WalletPaymentRead {
  if (typeof additionalData !== 'object' || additionalData === null || Array.isArray(additionalData)) return invalid('additional_data');
  const data = additionalData as Record<string, unknown>;
  const known: readonly string[] = [...Object.values(WALLET_FIELDS), ...CHECKOUT_FIELDS];
  if (Object.keys(data).some((key) => !known.includes(key))) return invalid('additional_data');
  const token = data[WALLET_FIELDS.token];
  const network = data[WALLET_FIELDS.network];
  const last4 = data[WALLET_FIELDS.last4];
  if (!isWalletTokenShape(token)) return invalid(WALLET_FIELDS.token);
  if (!isWalletNetwork(network)) return invalid(WALLET_FIELDS.network);
  if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return invalid(WALLET_FIELDS.last4);
  if (!acceptedNetworks.includes(network)) return { ok: false, message: WALLET_NETWORK_NOT_ACCEPTED, fieldName: WALLET_FIELDS.network };
  return { ok: true, payment: { token, network, last4 } };
}

/** The additional_data a wallet payment sends. */
export function walletAdditionalData(payment: WalletPayment): Record<string, string> {
  return { [WALLET_FIELDS.token]: payment.token, [WALLET_FIELDS.network]: payment.network, [WALLET_FIELDS.last4]: payment.last4 };
}
