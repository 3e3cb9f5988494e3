import type { Money } from '../../domain';

/**
 * The twin's test values (README "Paying with PayPal"): the payer's email typed on the approval page, or
 * the amount, pick what PayPal does with the payment.
 *
 * - an email whose local part holds `+declined` (`buyer+declined@paypal.test`): the capture is DECLINED
 *   (PAYMENT.CAPTURE.DENIED);
 * - an email whose local part holds `+revoked`: this payment goes through (and the account is saved when
 *   asked), but later payments with the saved account are DENIED (the payer withdrew the agreement);
 * - an email whose local part holds `+pending`: the capture is PENDING, completed a moment later
 *   (PAYMENT.CAPTURE.COMPLETED);
 * - any amount whose minor units end in 66 (£12.66, €0.66): declined, whoever pays.
 */
export const SANDBOX_BUYER_EMAIL = 'buyer@paypal.test';
const DECLINED_TAG = '+declined';
const PENDING_TAG = '+pending';
const REVOKED_TAG = '+revoked';
const DECLINED_MINOR_UNITS = 66;

export type SandboxOutcome = 'approved' | 'declined' | 'pending';

/** What PayPal does with a payment from this payer of this amount (`saved`: paid with the saved account). */
export function sandboxOutcome(payerEmail: string, amount: Money, saved = false): SandboxOutcome {
  const local = payerEmail.split('@')[0].toLowerCase();
  if (local.includes(DECLINED_TAG) || Math.abs(amount.value) % 100 === DECLINED_MINOR_UNITS) return 'declined';
  if (saved && local.includes(REVOKED_TAG)) return 'declined';
  if (local.includes(PENDING_TAG)) return 'pending';
  return 'approved';
}
