import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../shared/web/ui/error-boundary';
import { Loading } from '../../../shared/web/ui/loading';
import { SiteFooter } from '../../../shared/web/layout/site-footer';
import { LegalLinks } from '../../../features/cms/web';
import { ConsentBanner, ConsentProvider, CookieSettingsButton } from '../../../features/consent/web';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

/** Moves focus to the page content after a client-side navigation, as a full page load would. */
function useFocusOnNavigation(target: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each new page moves the focus to its main content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

export function AppShell() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigation(main);
  useScrollRestoration();
  return (
    <ConsentProvider>
      {/* First on the page, as the choice comes before anything else the shop would set. */}
      <ConsentBanner />
      {/* Not a plain #main link: on the checkout the hash names the step. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link stays a link for assistive technology; the click only keeps the hash. */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter>
        <LegalLinks>
          <CookieSettingsButton />
        </LegalLinks>
      </SiteFooter>
    </ConsentProvider>
  );
}
