import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DeliveryPointBlock } from './delivery-point-block';
import { readLastOrder } from './last-order';
import { paths } from '../../../shared/web/routes';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';

export const THANK_YOU_TEXT = 'Thank you for your purchase!';

/** After placing an order; reads what checkout remembered in this tab (no order: nothing to thank for). */
export function SuccessPage() {
  useDocumentTitle(THANK_YOU_TEXT);
  const [order] = useState(readLastOrder);
  if (!order) return <Navigate to={paths.home} replace />;

  return (
    <div className="page success-page">
      <h1>{THANK_YOU_TEXT}</h1>
      {order.incrementId && <p className="order-number">Your order number is: {order.incrementId}.</p>}
      <p>
        We'll email you an order confirmation with details and tracking info
        {order.email ? ` at ${order.email}` : ''}.
      </p>
      {order.deliveryPoint && <DeliveryPointBlock point={order.deliveryPoint} />}
      <p>
        <Link to={paths.home} className="button button-primary">
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
