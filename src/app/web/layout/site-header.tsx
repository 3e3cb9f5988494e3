import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { AccountLinks } from '../../../features/customers/web/account-links';
import { BasketLink } from './basket-link';
import { CategoryNav } from '../../../features/catalog/web/category-nav';
import { SearchBox } from '../../../features/catalog/web/search-box';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to={paths.home} className="logo">
          Vype
        </Link>
        <SearchBox />
        <AccountLinks />
        <BasketLink />
      </div>
      <CategoryNav />
    </header>
  );
}
