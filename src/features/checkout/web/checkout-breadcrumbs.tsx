import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/web/routes';

interface Crumb {
  /** Its name in the catalogue. */
  label: 'checkout.stage.aboutYou' | 'checkout.stage.deliveryPayment' | 'checkout.stage.confirmation';
  /** Where the crumb leads; Confirmation has no page of its own before the order. */
  to?: string;
  customersOnly?: boolean;
}

/** Spec 001 §2: the three stages, About You (checkout/register), Delivery & Payment and Confirmation. */
const CRUMBS: Crumb[] = [
  { label: 'checkout.stage.aboutYou', to: paths.checkoutRegister, customersOnly: true },
  { label: 'checkout.stage.deliveryPayment', to: paths.checkout },
  { label: 'checkout.stage.confirmation' },
];

/**
 * Spec 001 §2 breadcrumbs. About You is hidden for guests; the crumb of the current page is marked
 * active, and the stages before it complete.
 */
export function CheckoutBreadcrumbs({ isGuest }: { isGuest: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const activeIndex = CRUMBS.findIndex((crumb) => crumb.to === current);
  return (
    <nav aria-label={t('checkout.stagesNav')} className="checkout-breadcrumbs">
      <ol>
        {CRUMBS.map((crumb, index) => {
          if (crumb.customersOnly && isGuest) return null;
          const active = index === activeIndex;
          const state = active ? 'crumb-active' : index < activeIndex ? 'crumb-complete' : '';
          return (
            <li key={crumb.label} className={`crumb ${state}`.trim()}>
              {crumb.to ? (
                <Link to={crumb.to} aria-current={active ? 'page' : undefined}>
                  {t(crumb.label)}
                </Link>
              ) : (
                t(crumb.label)
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
