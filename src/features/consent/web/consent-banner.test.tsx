// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  ACCEPT_ANALYTICS,
  ANALYTICS_COOKIES_TEXT,
  CONSENT_BANNER_TITLE,
  COOKIE_SETTINGS,
  ConsentBanner,
  CookieSettingsButton,
  ESSENTIAL_COOKIES_TEXT,
  HIDE_COOKIE_MESSAGE,
  REJECT_ANALYTICS,
  consentConfirmation,
} from './consent-banner';
import { ConsentProvider } from './consent-context';

const page = () =>
  render(
    <ConsentProvider>
      <ConsentBanner />
      <footer>
        <CookieSettingsButton />
      </footer>
    </ConsentProvider>,
  );

beforeEach(() => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(cleanup);

describe('the cookie banner', () => {
  it('asks a shopper who has not chosen, with Reject as easy as Accept', () => {
    page();
    const banner = screen.getByRole('region', { name: CONSENT_BANNER_TITLE });
    expect(banner.textContent).toContain(ESSENTIAL_COOKIES_TEXT);
    expect(banner.textContent).toContain(ANALYTICS_COOKIES_TEXT);
    const accept = screen.getByRole('button', { name: ACCEPT_ANALYTICS });
    const reject = screen.getByRole('button', { name: REJECT_ANALYTICS });
    expect(reject.className).toBe(accept.className);
  });

  it('keeps a refusal in the cookie, says so with focus on the message, then hides', () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: REJECT_ANALYTICS }));
    expect(document.cookie).toContain('cookie_consent=rejected');
    const message = screen.getByText(consentConfirmation('rejected'));
    expect(document.activeElement).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: HIDE_COOKIE_MESSAGE }));
    expect(screen.queryByRole('region', { name: CONSENT_BANNER_TITLE })).toBeNull();
  });

  it('does not ask again once chosen, and the footer opens the choice again', () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
    page();
    expect(screen.queryByRole('region', { name: CONSENT_BANNER_TITLE })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: COOKIE_SETTINGS }));
    fireEvent.click(screen.getByRole('button', { name: REJECT_ANALYTICS }));
    expect(document.cookie).toContain('cookie_consent=rejected');
  });
});
