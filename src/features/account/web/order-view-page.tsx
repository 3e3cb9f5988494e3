import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { OrderBilling, OrderDelivery, OrderLines, OrderPayment, OrderTotals } from '../../orders/web';
import { type OrderView, orderQuery } from '../../orders/web';
import { AccountLayout } from './account-layout';
import { ReorderButton } from './reorder-button';
import { orderStatusLabel } from './use-reorder';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'About Your Order': each status the order has been in, with when. */
function StatusHistory({ order }: { order: OrderView }) {
  const history = order.status_histories ?? [];
  if (history.length === 0) return null;
  return (
    <section className="order-block" aria-labelledby="order-status-history">
      <h2 id="order-status-history">About Your Order</h2>
      <ol className="order-status-history">
        {history.map((entry) => (
          <li key={entry.entity_id}>
            {when(entry.created_at)}: {orderStatusLabel(entry.status)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One of the customer's orders (`orders/{id}`; another customer's is a 404): lines, totals, addresses, payment, status, Reorder. */
export function OrderViewPage() {
  const { orderId = '' } = useParams();
  const id = /^\d{1,10}$/.test(orderId) ? orderId : '0';
  const order = useQuery({ ...orderQuery(`orders/${id}`), retry: false });
  const title = order.data ? `Order # ${order.data.increment_id}` : 'Order';
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
              Status: <strong>{orderStatusLabel(order.data.status)}</strong>
            </span>
            <span>Order Date: {new Date(order.data.created_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</span>
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
        <Link to={paths.orderHistory}>Back to My Orders</Link>
      </p>
    </AccountLayout>
  );
}
