import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookie, consentFromCookies } from './consent';

describe('the cookie choice', () => {
  it('is read from the cookies only when it is one of the two answers', () => {
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies('store=fr; cookie_consent=accepted')).toBe('accepted');
    expect(consentFromCookies('cookie_consent=rejected; store=fr')).toBe('rejected');
    expect(consentFromCookies('cookie_consent=yes')).toBeNull();
    expect(consentFromCookies('my_cookie_consent=accepted')).toBeNull();
  });

  it('is kept a year, first party, and secure on https', () => {
    expect(consentCookie('rejected', false)).toBe(`cookie_consent=rejected; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`);
    expect(consentCookie('accepted', true)).toMatch(/; Secure$/);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});
