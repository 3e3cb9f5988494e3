import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';

/**
 * Spec 001 §2 breadcrumbs: About You (customers only; their sign-in, already done), Delivery & Payment
 * (this page) and Confirmation (the success page). The crumb of the current page is marked.
 */
export function CheckoutBreadcrumbs({ isGuest }: { isGuest: boolean }) {
  return (
    <nav aria-label="Checkout stages" className="checkout-breadcrumbs">
      <ol>
        {!isGuest && <li className="crumb crumb-complete">About You</li>}
        <li className="crumb crumb-active">
          <Link to={paths.checkout} aria-current="page">
            Delivery &amp; Payment
          </Link>
        </li>
        <li className="crumb">Confirmation</li>
      </ol>
    </nav>
  );
}
