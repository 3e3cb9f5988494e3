import { Link, useLocation } from 'react-router';
import { CATEGORIES } from './categories';
import { paths } from '../../../shared/web/routes';

export function CategoryNav() {
  const { pathname, search } = useLocation();
  const current = pathname === paths.home ? new URLSearchParams(search).get('category') : null;
  return (
    <nav aria-label="Categories" className="category-nav">
      <ul>
        {CATEGORIES.map((c) => (
          <li key={c.code}>
            <Link to={paths.category(c.code)} aria-current={current === c.code ? 'page' : undefined}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
