import type { PayuConfig } from './use-payu-config';

/** What PayU's tokenisation answers: its token of the card, and the card as PayU shows it. */
export interface PayuToken {
  token: string;
  maskedNumber: string;
}

/** The card could not be tokenised at PayU (its answer or no answer): the shopper checks the card or tries again. */

/**
 * Sends the card from this browser to PayU's tokenisation with PayU's public key (as PayU's own script
 * does): the number and security code go to PayU only; the shop receives the token and the last four digits.
 */
export async function tokeniseAtPayu(
  config: Pick<PayuConfig, 'tokenisation_url' | 'public_key'>,
  card: { number: string; securityCode: string; expiryMonth: string; expiryYear: string; name: string },
): Promise<PayuToken> {
  const response = await fetch(config.tokenisation_url, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publicKey: config.public_key,
      card: {
        number: card.number.replace(/\s/g, ''),
        securityCode: card.securityCode,
        expirationDate: `${card.expiryYear}/${card.expiryMonth.padStart(2, '0')}`,
        name: card.name.trim(),
      },
    }),
  }).catch(() => null);
  const answer = response?.ok
    ? ((await response.json().catch(() => null)) as { creditCardToken?: { creditCardTokenId?: unknown; maskedNumber?: unknown } } | null)
    : null;
  const token = answer?.creditCardToken;
  if (typeof token?.creditCardTokenId !== 'string' || typeof token.maskedNumber !== 'string') throw new Error('PayU answered without a card token');
  return { token: token.creditCardTokenId, maskedNumber: token.maskedNumber };
}
