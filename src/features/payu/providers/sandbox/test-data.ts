/**
 * The sandbox twin's deterministic data (documented in the README): PayU's sandbox accounts per country,
 * the instalment rules, and the names that steer a card's outcome, as in PayU's own sandbox.
 */
export interface SandboxAccount {
  country: string;
  currency: string;
  /** The smallest instalment PayU's acquirers accept in the country (minor units). */
  minimumInstalment: number;
  /** The instalment counts offered (interest-free) where the amount allows. */
  counts: readonly number[];
}

/** PayU's public sandbox account ids per country. */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, SandboxAccount>> = {
  '512322': { country: 'AR', currency: 'ARS', minimumInstalment: 100_00, counts: [1, 3, 6, 12] },
  '512327': { country: 'BR', currency: 'BRL', minimumInstalment: 10_00, counts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  '512325': { country: 'CL', currency: 'CLP', minimumInstalment: 1_000_00, counts: [1, 3, 6, 12] },
  '512321': { country: 'CO', currency: 'COP', minimumInstalment: 5_000_00, counts: [1, 3, 6, 12, 24] },
  '512324': { country: 'MX', currency: 'MXN', minimumInstalment: 100_00, counts: [1, 3, 6, 9, 12] },
  '512326': { country: 'PA', currency: 'USD', minimumInstalment: 10_00, counts: [1] },
  '512323': { country: 'PE', currency: 'PEN', minimumInstalment: 20_00, counts: [1, 3, 6, 12] },
};

/** Cardholder (or page buyer) names that pick a refusal, as PayU's sandbox does; any other name is approved. */
export const OUTCOME_NAMES = {
  /** The card, or the page's payment, is declined by the network. */
  rejected: 'REJECTED',
  /** The card is declined for insufficient funds. */
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** The acquirer fails: an error, not a refusal. */
  error: 'ERROR',
} as const;

/** The instalment plans of an amount on an account: each count whose instalment reaches the country's minimum. */
export function sandboxPlanCounts(account: SandboxAccount, amount: number): number[] {
  return account.counts.filter((count) => count === 1 || amount / count >= account.minimumInstalment);
}
