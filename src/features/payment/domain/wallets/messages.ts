/**
 * The wallet's refusals (the spec shows none: ours, each said once here). What the wallet's block says
 * while it checks the browser, is ready, or was closed is the page's (catalogue keys `payment.wallet.*`).
 */
export const WALLET_PAYMENT_INVALID = 'Your wallet did not send a valid payment. Please pay with your wallet again.';
export const WALLET_NETWORK_NOT_ACCEPTED = 'This card network is not accepted. Please choose another card in your wallet or another payment method.';

// The gateway's refusals of a wallet payment, by its reason.
export const WALLET_PAYMENT_DECLINED = 'Your payment was declined. Please choose another card in your wallet or another payment method.';
export const WALLET_PAYMENT_ERROR = 'Your payment could not be processed. Please try again or choose another payment method.';
export const WALLET_TOKEN_USED = 'This wallet payment has already been used. Please pay with your wallet again.';
const WALLET_TOKEN_EXPIRED = 'Your wallet payment has expired. Please pay with your wallet again.';
export const WALLET_AMOUNT_CHANGED = 'The amount you confirmed in your wallet is not the order total. Please pay with your wallet again.';
export const WALLET_TOKEN_NOT_VERIFIED = 'Your wallet payment could not be verified. Please pay with your wallet again.';

/** The gateway's refusal reasons of a wallet token (see the port's `authoriseWallet`). */
const WALLET_REFUSAL_REASONS = {
  TOKEN_ALREADY_USED: WALLET_TOKEN_USED,
  TOKEN_EXPIRED: WALLET_TOKEN_EXPIRED,
  AMOUNT_MISMATCH: WALLET_AMOUNT_CHANGED,
  INVALID_TOKEN: WALLET_TOKEN_NOT_VERIFIED,
  WALLET_CARD_MISMATCH: WALLET_TOKEN_NOT_VERIFIED,
} as const;

/** The shopper's message for the gateway's refusal of a wallet payment (a decline, an error, or a token it would not take). */
export function walletRefusalMessage(status: 'REFUSED' | 'ERROR', reason: string): string {
  if (Object.hasOwn(WALLET_REFUSAL_REASONS, reason)) return WALLET_REFUSAL_REASONS[reason as keyof typeof WALLET_REFUSAL_REASONS];
  return status === 'ERROR' ? WALLET_PAYMENT_ERROR : WALLET_PAYMENT_DECLINED;
}
