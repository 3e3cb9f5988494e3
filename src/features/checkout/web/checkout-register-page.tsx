import './checkout.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { CreateAccountPage } from '../../customers/web';
import { useSession } from '../../customers/web';
import { CheckoutBreadcrumbs } from './checkout-breadcrumbs';

/**
 * Spec 001 §2 breadcrumbs, 'About You' (checkout/register): a signed-in customer sees whom the order is
 * for and goes on to the checkout; anyone else may create an account here and is then taken back to it.
 */
export function CheckoutRegisterPage() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  const customer = session.data?.customer;
  if (!customer) return <CreateAccountPage returnTo={paths.checkout} />;
  return <AboutYou name={customer.fullname ?? `${customer.firstname} ${customer.lastname}`} email={customer.email} />;
}

function AboutYou({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.stage.aboutYou'));
  return (
    <div className="page checkout-register-page">
      <CheckoutBreadcrumbs isGuest={false} />
      <h1>{t('checkout.stage.aboutYou')}</h1>
      <section className="panel">
        <p>{t('checkout.aboutYou.signedInAs', { name, email })}</p>
        <p>
          <Link to={paths.checkout} className="button button-primary">
            {t('checkout.aboutYou.continue')}
          </Link>
        </p>
      </section>
    </div>
  );
}
