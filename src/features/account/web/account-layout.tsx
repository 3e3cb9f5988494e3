import type { ReactNode } from 'react';
import { NavLink, Navigate, useLocation } from 'react-router';
import { loginPathFor, paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useSession } from '../../customers/web';
import { MY_SUBSCRIPTIONS_TITLE } from '../../subscriptions/web';
import './account.css';

const ACCOUNT_SECTIONS = [
  { to: paths.account, label: 'My Account', end: true },
  { to: paths.orderHistory, label: 'My Orders', end: false },
  { to: paths.subscriptions, label: MY_SUBSCRIPTIONS_TITLE, end: false },
  { to: paths.addressBook, label: 'Address Book', end: false },
  { to: paths.accountEdit, label: 'Account Information', end: false },
  { to: paths.storedPaymentMethods, label: 'Stored Payment Methods', end: false },
  { to: paths.newsletter, label: 'Newsletter Subscriptions', end: false },
];

/** The account area's frame: its sections' menu beside the page; a shopper who is not signed in goes to the login first. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (!session.data?.customer) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <div className="page account-page account-area">
      <nav aria-label="My Account sections" className="account-nav">
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
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
