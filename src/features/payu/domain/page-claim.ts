/**
 * The browser that placed a payu_gateway order proves it when it goes to PayU's page: it sends a random
 * claim with the order (`additional_data.payu_claim`) and then opens `/payu/webcheckout?claim=…` once,
 * which swaps it for an HttpOnly cookie. The shop keeps only the claim's hash.
 */
export const PAYU_CLAIM = /^[A-Za-z0-9_-]{32,64}$/;
export const PAYU_WEBCHECKOUT_PATH = '/payu/webcheckout';

export const webCheckoutPathOf = (claim: string): string => `${PAYU_WEBCHECKOUT_PATH}?claim=${encodeURIComponent(claim)}`;

/** The claim of a payu_gateway payment's `additional_data`, or null when missing or malformed. */
export function readPageClaim(data: unknown): string | null {
  const claim = (data as Record<string, unknown> | null | undefined)?.payu_claim;
  return typeof claim === 'string' && PAYU_CLAIM.test(claim) ? claim : null;
}
