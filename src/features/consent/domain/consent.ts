/**
 * The shopper's cookie choice (ePrivacy): until they choose, the shop uses only strictly necessary
 * cookies (the session, the basket, the chosen store) and the analytics data layer receives nothing.
 * The choice itself is kept in a strictly necessary cookie, so the banner does not ask again.
 */
export type ConsentChoice = 'accepted' | 'rejected';

const CONSENT_COOKIE = 'cookie_consent';

/** How long a choice is kept before the shop asks again: twelve months, as EU regulators advise at most. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The choice a `Cookie` header or `document.cookie` holds, or null when the shopper has not chosen. */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'rejected')) return value;
  }
  return null;
}

/** The cookie that records a choice (path /, a year, first party only). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
