import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/web/i18n/dates';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import type { OrderView } from '../../orders/web';
import { ReorderButton } from './reorder-button';
import { useOrderStatusLabel } from './order-status';

/** The day an order was placed, short as the page's locale writes it (04/03/26 in the UK, 03/04/26 in the US). */
const orderDate = (iso: string) => formatDate(new Date(iso), { day: '2-digit', month: '2-digit', year: '2-digit' });

/** Orders as rows: number, date, who it goes to, total, status, and View Order / Reorder. */
export function OrderTable({ orders, caption }: { orders: OrderView[]; caption: string }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const columns = {
    number: t('account.orders.number'),
    date: t('account.orders.date'),
    shipTo: t('account.orders.shipTo'),
    total: t('account.orders.total'),
    status: t('account.orders.status'),
  };
  return (
    <table className="account-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.number}</th>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.shipTo}</th>
          <th scope="col">{columns.total}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const shipTo = order.extension_attributes.delivery_point?.name ?? order.extension_attributes.shipping_address;
          return (
            <tr key={order.entity_id}>
              <td data-label={columns.number}>{order.increment_id}</td>
              <td data-label={columns.date}>{orderDate(order.created_at)}</td>
              <td data-label={columns.shipTo}>{typeof shipTo === 'string' ? shipTo : shipTo ? `${shipTo.firstname} ${shipTo.lastname}` : ''}</td>
              <td data-label={columns.total}>
                <Price value={order.grand_total} />
              </td>
              <td data-label={columns.status}>{statusLabel(order.status)}</td>
              <td className="account-actions">
                <Link to={paths.orderView(order.entity_id)} aria-label={t('account.orders.viewNamed', { number: order.increment_id })}>
                  {t('account.orders.view')}
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
