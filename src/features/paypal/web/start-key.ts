/** A fresh Express start key: 128 random bits, base64url (the shop keeps only its hash). */
export function newStartKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Where the browser goes once the order is placed: the shop's start, which sends it to PayPal's page. */
export const startUrl = (key: string): string => `/paypal/express/start?key=${encodeURIComponent(key)}`;
