import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../../../features/cart/web/use-cart';
import { paths } from '../../../shared/web/routes';

export function BasketLink() {
  const { t } = useTranslation();
  const count = useCart().data?.items_qty ?? 0;
  return (
    // One hidden text gives the exact name ("Basket, 3 items"); the badge is its visible form.
    <Link to={paths.cart} className="basket-link">
      <svg className="basket-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="basket-visible" aria-hidden="true">
        <span className="basket-text">{t('header.basket')}</span>
        <span className="basket-count">{count}</span>
      </span>
      <span className="visually-hidden">{t('header.basketItems', { count })}</span>
    </Link>
  );
}
