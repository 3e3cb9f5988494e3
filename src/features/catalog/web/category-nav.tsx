import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';
import { CATEGORIES } from './categories';
import { paths } from '../../../shared/web/routes';

export function CategoryNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = pathname === paths.home ? new URLSearchParams(search).get('category') : null;
  return (
    <nav aria-label={t('header.categoriesNav')} className="category-nav">
      <ul>
        {CATEGORIES.map((c) => (
          <li key={c.code}>
            <Link to={paths.category(c.code)} aria-current={current === c.code ? 'page' : undefined}>
              {t(CATEGORY_TEXT_KEYS[c.code])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
