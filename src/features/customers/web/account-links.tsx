import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { useSession } from './session/session';
import { useLogout } from './session/use-logout';
import { Button } from '../../../shared/web/ui/button';

export function AccountLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const customer = session.data?.customer;

  if (!session.isSuccess) return <div className="account-links" />;
  if (customer) {
    return (
      <nav aria-label={t('header.accountNav')} className="account-links">
        <span className="welcome">{t('header.welcome', { name: customer.firstname })}</span>
        <Link to={paths.account}>{t('header.myAccount')}</Link>
        <Link to={paths.storedPaymentMethods}>{t('header.storedPaymentMethods')}</Link>
        <Button variant="link" onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}>
          {t('header.signOut')}
        </Button>
      </nav>
    );
  }
  // The current page travels in router state, so the login page can send the shopper back.
  const from = location.pathname === paths.login ? undefined : { from: location.pathname + location.search };
  return (
    <nav aria-label={t('header.accountNav')} className="account-links">
      <Link to={paths.login} state={from}>
        {t('header.signIn')}
      </Link>
      <Link to={paths.createAccount}>{t('header.createAccount')}</Link>
    </nav>
  );
}
