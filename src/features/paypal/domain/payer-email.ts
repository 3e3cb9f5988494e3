/**
 * The payer's email as the shop keeps it with a saved PayPal account: the first character of the local part,
 * three stars, the domain ('j***@example.com'), so the customer can tell their accounts apart and nothing
 * more is kept. Null when the text is not an email address.
 */
export function maskPayerEmail(email: string): string | null {
  const match = /^([^@\s*]+)@([^@\s]+\.[^@\s]+)$/.exec(email.trim());
  if (!match) return null;
  return `${[...match[1]][0]}***@${match[2].toLowerCase()}`;
}
