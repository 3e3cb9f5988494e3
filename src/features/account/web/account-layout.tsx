import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, useLocation } from 'react-router';
import { loginPathFor, paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useSession } from '../../customers/web';
import './account.css';

const ACCOUNT_SECTIONS = [
  { to: paths.account, label: 'header.myAccount', end: true },
  { to: paths.orderHistory, label: 'account.orders.title', end: false },
  { to: paths.subscriptions, label: 'subscriptions.title', end: false },
  { to: paths.addressBook, label: 'account.addressBook', end: false },
  { to: paths.accountEdit, label: 'account.information', end: false },
  { to: paths.storedPaymentMethods, label: 'header.storedPaymentMethods', end: false },
  { to: paths.newsletter, label: 'account.newsletter.menu', end: false },
] as const;

/** The account area's frame: its sections' menu beside the page; a shopper who is not signed in goes to the login first. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (!session.data?.customer) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <div className="page account-page account-area">
      <nav aria-label={t('account.sections')} className="account-nav">
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
