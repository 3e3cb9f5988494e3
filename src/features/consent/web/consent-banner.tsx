import { useEffect, useRef } from 'react';
import { Button } from '../../../shared/web/ui/button';
import { useConsent } from './consent-context';
import './consent-banner.css';

export const CONSENT_BANNER_TITLE = 'Cookies on Vype';
export const ESSENTIAL_COOKIES_TEXT = 'We use some essential cookies to make this shop work: your basket, your sign-in and the store you chose.';
export const ANALYTICS_COOKIES_TEXT =
  'We’d also like to use analytics cookies to understand how you use the shop and make it better. We set them only if you accept.';
export const ACCEPT_ANALYTICS = 'Accept analytics cookies';
export const REJECT_ANALYTICS = 'Reject analytics cookies';
const COOKIE_POLICY_LINK = 'View our cookie policy';
/** The store's content page that explains the cookies (Magento's own identifier for it). */
const COOKIE_POLICY_PATH = '/privacy-policy-cookie-restriction-mode';
export const HIDE_COOKIE_MESSAGE = 'Hide cookie message';
export const consentConfirmation = (choice: 'accepted' | 'rejected') =>
  `You’ve ${choice} analytics cookies. You can change your cookie settings at any time from the link at the bottom of every page.`;

/**
 * The cookie banner, at the top of the page in its flow (it covers nothing): 'Reject' is as easy as
 * 'Accept' (same style, same place). After a choice it says what was chosen, with focus on that message.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (consent.confirmed) confirmation.current?.focus();
  }, [consent.confirmed]);

  if (consent.confirmed) {
    return (
      <section className="consent-banner" aria-label={CONSENT_BANNER_TITLE}>
        <div className="consent-banner-inner">
          <p ref={confirmation} tabIndex={-1}>
            {consentConfirmation(consent.confirmed)}
          </p>
          <Button variant="secondary" onClick={consent.hideConfirmation}>
            {HIDE_COOKIE_MESSAGE}
          </Button>
        </div>
      </section>
    );
  }
  if (!consent.asking) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner-inner">
        <h2 id="consent-banner-title" tabIndex={-1}>
          {CONSENT_BANNER_TITLE}
        </h2>
        <p>{ESSENTIAL_COOKIES_TEXT}</p>
        <p>{ANALYTICS_COOKIES_TEXT}</p>
        <div className="actions">
          <Button onClick={() => consent.choose('accepted')}>{ACCEPT_ANALYTICS}</Button>
          <Button onClick={() => consent.choose('rejected')}>{REJECT_ANALYTICS}</Button>
          <a href={COOKIE_POLICY_PATH}>{COOKIE_POLICY_LINK}</a>
        </div>
      </div>
    </section>
  );
}

export const COOKIE_SETTINGS = 'Cookie settings';

/** The footer's way back to the choice: the banner opens again at the top, with focus on it. */
export function CookieSettingsButton() {
  const consent = useConsent();
  return (
    <Button
      variant="link"
      onClick={() => {
        consent.reopen();
        window.scrollTo({ top: 0 });
        requestAnimationFrame(() => document.getElementById('consent-banner-title')?.focus());
      }}
    >
      {COOKIE_SETTINGS}
    </Button>
  );
}
