// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner, CookieSettingsButton } from './consent-banner';
import { ConsentProvider } from './consent-context';

const CONSENT_BANNER_TITLE = 'Cookies on Vype';
const ESSENTIAL_COOKIES_TEXT = 'We use some essential cookies to make this shop work: your basket, your sign-in and the store you chose.';
const ANALYTICS_COOKIES_TEXT = 'We’d also like to use analytics cookies to understand how you use the shop and make it better. We set them only if you accept.';
const ACCEPT_ANALYTICS = 'Accept analytics cookies';
const REJECT_ANALYTICS = 'Reject analytics cookies';
const HIDE_COOKIE_MESSAGE = 'Hide cookie message';
const COOKIE_SETTINGS = 'Cookie settings';
const REJECTED = 'You’ve rejected analytics cookies. You can change your cookie settings at any time from the link at the bottom of every page.';

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
    const message = screen.getByText(REJECTED);
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
