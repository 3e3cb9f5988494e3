import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../shared/web/i18n/dates';
import { paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { OrderBilling, OrderDelivery, OrderLines, OrderPayment, OrderTotals } from '../../orders/web';
import { type OrderView, orderQuery } from '../../orders/web';
import { AccountLayout } from './account-layout';
import { ReorderButton } from './reorder-button';
import { useOrderStatusLabel } from './order-status';

const when = (iso: string) => formatDate(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'About Your Order': each status the order has been in, with when. */
function StatusHistory({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const history = order.status_histories ?? [];
  if (history.length === 0) return null;
  return (
    <section className="order-block" aria-labelledby="order-status-history">
      <h2 id="order-status-history">{t('account.order.about')}</h2>
      <ol className="order-status-history">
        {history.map((entry) => (
          <li key={entry.entity_id}>{t('account.order.historyEntry', { when: when(entry.created_at), status: statusLabel(entry.status) })}</li>
        ))}
      </ol>
    </section>
  );
}

/** One of the customer's orders (`orders/{id}`; another customer's is a 404): lines, totals, addresses, payment, status, Reorder. */
export function OrderViewPage() {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const { orderId = '' } = useParams();
  const id = /^\d{1,10}$/.test(orderId) ? orderId : '0';
  const order = useQuery({ ...orderQuery(`orders/${id}`), retry: false });
  const title = order.data ? t('account.order.title', { number: order.data.increment_id }) : t('account.order.titleLoading');
  return (
    <AccountLayout title={title}>
      {order.isPending ? (
        <Loading />
      ) : order.error ? (
        <ErrorMessage error={order.error} />
      ) : (
        <>
          <p className="account-actions">
            <span>
              <Trans i18nKey="account.order.status" values={{ status: statusLabel(order.data.status) }} components={{ strong: <strong /> }} />
            </span>
            <span>{t('account.order.date', { date: formatDate(new Date(order.data.created_at)) })}</span>
          </p>
          <div className="account-actions">
            <ReorderButton order={order.data} />
          </div>
          <OrderLines order={order.data} />
          <OrderTotals order={order.data} />
          <div className="order-blocks">
            <OrderDelivery order={order.data} />
            <OrderBilling order={order.data} />
            <OrderPayment order={order.data} cashNote={false} />
          </div>
          <StatusHistory order={order.data} />
        </>
      )}
      <p>
        <Link to={paths.orderHistory}>{t('account.order.back')}</Link>
      </p>
    </AccountLayout>
  );
}
