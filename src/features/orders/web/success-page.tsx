import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DeliveryPointBlock } from './delivery-point-block';
import { readLastOrder } from './last-order';
import { paths } from '../../../shared/web/routes';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useSession } from '../../customers/web';

const THANK_YOU_TEXT = 'Thank you for your purchase!';
/** The shop sends no e-mail yet: the number on this page is the shopper's record of the order. */
export const KEEP_ORDER_NUMBER_TEXT = 'Please note your order number: quote it if you contact our customer service about this order.';
/** A guest may make an account now (the email step's 'You can create an account after checkout.'). */
export const CREATE_ACCOUNT_OFFER_TEXT = 'Create an account to check out faster next time.';

/** After placing an order; reads what checkout remembered in this tab (no order: nothing to thank for). */
export function SuccessPage() {
  useDocumentTitle(THANK_YOU_TEXT);
  const [order] = useState(readLastOrder);
  const isGuest = useSession().data?.customer === null;
  if (!order) return <Navigate to={paths.home} replace />;

  return (
    <div className="page success-page">
      <h1>{THANK_YOU_TEXT}</h1>
      {order.incrementId && <p className="order-number">Your order number is: {order.incrementId}.</p>}
      {order.incrementId && <p>{KEEP_ORDER_NUMBER_TEXT}</p>}
      {order.deliveryPoint && <DeliveryPointBlock point={order.deliveryPoint} />}
      {isGuest && (
        <p className="create-account-offer">
          {CREATE_ACCOUNT_OFFER_TEXT} <Link to={paths.createAccount}>Create an Account</Link>
        </p>
      )}
      <p>
        <Link to={paths.home} className="button button-primary">
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
