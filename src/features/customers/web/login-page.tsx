import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, safeReferer } from '../../../shared/web/routes';
import { loginRedirect } from './session/login-redirect';
import { useSession } from './session/session';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { AccountSkeleton } from './account-skeleton';
import { LoginForm } from './login-form';
import './customers.css';

/** Where to go after login: ?referer=…, the login-redirect cookie (checkout), the page the Sign In link was clicked on, else home. */
function useReturnPath(): string {
  const [params] = useSearchParams();
  const state = useLocation().state as { from?: string } | null;
  // Read once: the cookie is cleared at login, and the page renders again before it navigates.
  const [fromCookie] = useState(() => loginRedirect.get());
  return safeReferer(params.get('referer')) ?? safeReferer(fromCookie) ?? safeReferer(state?.from) ?? paths.home;
}

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  if (session.isPending) return <AccountSkeleton titleKey="login.title" />;
  if (session.data?.customer) return <Navigate to={returnPath} replace />;

  return (
    <div className="page account-page">
      <h1>{t('login.title')}</h1>
      <div className="account-columns">
        <section className="panel" aria-labelledby="registered-title">
          <h2 id="registered-title">{t('login.registeredHeading')}</h2>
          <p>{t('login.registeredText')}</p>
          <LoginForm
            onLoggedIn={() => {
              loginRedirect.clear();
              navigate(returnPath, { replace: true });
            }}
          />
        </section>
        <section className="panel" aria-labelledby="new-customers-title">
          <h2 id="new-customers-title">{t('login.newHeading')}</h2>
          <p>{t('login.newText')}</p>
          <Link to={paths.createAccount} className="button button-secondary">
            {t('login.createAccount')}
          </Link>
        </section>
      </div>
    </div>
  );
}
