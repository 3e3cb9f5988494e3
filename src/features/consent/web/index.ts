// The consent feature's web front door: the banner, the footer's settings button, and the analytics gate.
export { ConsentBanner, CookieSettingsButton } from './consent-banner';
export { ConsentProvider, hasAnalyticsConsent } from './consent-context';
