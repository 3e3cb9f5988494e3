import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { useConsent } from './consent-context';
import './consent-banner.css';

/** The store's content page that explains the cookies (Magento's own identifier for it). */
const COOKIE_POLICY_PATH = '/privacy-policy-cookie-restriction-mode';

/**
 * The cookie banner, at the top of the page in its flow (it covers nothing): 'Reject' is as easy as
 * 'Accept' (same style, same place). After a choice it says what was chosen, with focus on that message.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (consent.confirmed) confirmation.current?.focus();
  }, [consent.confirmed]);

  if (consent.confirmed) {
    return (
      <section className="consent-banner" aria-label={t('consent.title')}>
        <div className="consent-banner-inner">
          <p ref={confirmation} tabIndex={-1}>
            {consent.confirmed === 'accepted' ? t('consent.accepted') : t('consent.rejected')}
          </p>
          <Button variant="secondary" onClick={consent.hideConfirmation}>
            {t('consent.hide')}
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
          {t('consent.title')}
        </h2>
        <p>{t('consent.essential')}</p>
        <p>{t('consent.analytics')}</p>
        <div className="actions">
          <Button onClick={() => consent.choose('accepted')}>{t('consent.accept')}</Button>
          <Button onClick={() => consent.choose('rejected')}>{t('consent.reject')}</Button>
          <a href={COOKIE_POLICY_PATH}>{t('consent.policy')}</a>
        </div>
      </div>
    </section>
  );
}

/** The footer's way back to the choice: the banner opens again at the top, with focus on it. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
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
      {t('consent.settings')}
    </Button>
  );
}
