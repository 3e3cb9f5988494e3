import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useSession } from '../../customers/web';
import { AccountCreatedFromOrder, CreateAccountFromOrder } from './create-account-from-order';
import { readLastOrder } from './last-order';
import { OrderBilling, OrderDelivery, OrderLines, OrderPayment, OrderTotals } from './order-details';
import { orderQuery } from './order-view';
import './success-page.css';

/**
 * After placing an order. This tab remembers which order it placed (and how to ask for it); the order
 * itself is read from the server, so a reload shows it again, up to date (a payment confirmed since).
 */
export function SuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.success.title'));
  const [remembered] = useState(readLastOrder);
  const lookupPath = remembered?.lookupPath ?? '';
  const order = useQuery({ ...orderQuery(lookupPath), enabled: lookupPath !== '' });
  const session = useSession();
  const [accountMade, setAccountMade] = useState(false);
  if (!remembered) return <Navigate to={paths.home} replace />;

  const incrementId = order.data?.increment_id ?? remembered.incrementId;
  const offerAccount = session.data?.customer === null && order.data?.customer_is_guest === true;
  return (
    <div className="page success-page">
      <h1>{t('orders.success.title')}</h1>
      {incrementId && <p className="order-number">{t('orders.success.number', { number: incrementId })}</p>}
      {/* The number on this page is the shopper's record of the order. */}
      {incrementId && <p>{t('orders.success.keepNumber')}</p>}
      {/* The confirmation is queued in the order's own transaction (mail outbox): if the order exists, so does its e-mail. */}
      {order.data && <p>{t('orders.success.confirmationSent', { email: order.data.customer_email })}</p>}
      {order.isLoading && <Loading label={t('orders.success.loading')} />}
      <ErrorMessage error={order.error} />
      {order.data && (
        <>
          <OrderLines order={order.data} />
          <OrderTotals order={order.data} />
          <div className="order-blocks">
            <OrderDelivery order={order.data} />
            <OrderPayment order={order.data} />
            <OrderBilling order={order.data} />
          </div>
        </>
      )}
      {accountMade && order.data && <AccountCreatedFromOrder orderId={order.data.entity_id} />}
      {!accountMade && offerAccount && order.data && (
        <CreateAccountFromOrder lookupPath={lookupPath} email={order.data.customer_email} onCreated={() => setAccountMade(true)} />
      )}
      <p>
        <Link to={paths.home} className="button button-primary">
          {t('basket.continueShopping')}
        </Link>
      </p>
    </div>
  );
}
