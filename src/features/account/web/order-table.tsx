import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import type { OrderView } from '../../orders/web';
import { ReorderButton } from './reorder-button';
import { orderStatusLabel } from './use-reorder';

const orderDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: '2-digit' });

/** Orders as rows: number, date, who it goes to, total, status, and View Order / Reorder. */
export function OrderTable({ orders, caption }: { orders: OrderView[]; caption: string }) {
  return (
    <table className="account-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order #</th>
          <th scope="col">Date</th>
          <th scope="col">Ship To</th>
          <th scope="col">Order Total</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const shipTo = order.extension_attributes.delivery_point?.name ?? order.extension_attributes.shipping_address;
          return (
            <tr key={order.entity_id}>
              <td data-label="Order #">{order.increment_id}</td>
              <td data-label="Date">{orderDate(order.created_at)}</td>
              <td data-label="Ship To">{typeof shipTo === 'string' ? shipTo : shipTo ? `${shipTo.firstname} ${shipTo.lastname}` : ''}</td>
              <td data-label="Order Total">
                <Price value={order.grand_total} />
              </td>
              <td data-label="Status">{orderStatusLabel(order.status)}</td>
              <td className="account-actions">
                <Link to={paths.orderView(order.entity_id)} aria-label={`View Order ${order.increment_id}`}>
                  View Order
                </Link>
                <ReorderButton order={order} variant="link" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
