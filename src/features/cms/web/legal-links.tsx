import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_PAGES, cmsPagePath } from '../domain';

/** The footer's links to the store's legal pages, in its language; `children` are further entries (the cookie settings). */
export function LegalLinks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const pages = [
    [LEGAL_PAGES.terms, t('legal.terms')],
    [LEGAL_PAGES.privacy, t('legal.privacy')],
    [LEGAL_PAGES.delivery, t('legal.delivery')],
    [LEGAL_PAGES.returns, t('legal.returns')],
    [LEGAL_PAGES.cookies, t('legal.cookies')],
  ] as const;
  return (
    <nav className="legal-links" aria-label={t('legal.nav')}>
      <ul>
        {pages.map(([identifier, name]) => (
          <li key={identifier}>
            <Link to={cmsPagePath(identifier)}>{name}</Link>
          </li>
        ))}
        {children ? <li>{children}</li> : null}
      </ul>
    </nav>
  );
}
