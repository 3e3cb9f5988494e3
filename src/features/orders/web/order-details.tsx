import { Trans, useTranslation } from 'react-i18next';
import { countryNameIn } from '../../../shared/domain/country-name';
import { SHORT_DAY, formatDay, pageLocale } from '../../../shared/web/i18n/dates';
import { cardTypeLabel } from '../../payment/domain';
import { PersonalisationDetails } from '../../personalisation/web';
import { segmentLabel } from '../../pricing/web';
import { Price } from '../../../shared/web/ui/price';
import { DeliveryPointBlock } from './delivery-point-block';
import type { OrderAddressView, OrderLineView, OrderView } from './order-view';
import './order-details.css';

export function AddressLines({ address }: { address: OrderAddressView }) {
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    [address.city, address.region].filter(Boolean).join(', '),
    address.postcode,
    countryNameIn(pageLocale(), address.country_id),
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        // Lines may repeat (a street and a town of one name): the position keys them.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn once
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function LineOptions({ line }: { line: OrderLineView }) {
  const { t } = useTranslation();
  const subscription = line.product_option.extension_attributes.subscription_option;
  const rows: { label: string; value: string }[] = [];
  if (subscription.create_new_subscription_at_checkout && subscription.interval > 0) {
    rows.push({ label: t('orders.line.subscription'), value: t('subscription.label', { count: subscription.interval }) });
    if (subscription.next_date) rows.push({ label: t('orders.line.nextDate'), value: formatDay(subscription.next_date, SHORT_DAY) });
  }
  if (line.is_free_gift) rows.push({ label: t('basket.line.freeGift'), value: t('orders.line.yes') });
  if (line.gift_message?.message) rows.push({ label: t('orders.line.giftMessage'), value: line.gift_message.message });
  return (
    <>
      {rows.length > 0 && (
        <dl className="order-line-options">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <PersonalisationDetails personalisation={line.product_option.extension_attributes.personalisation} />
    </>
  );
}

/** The order's lines: name, options (subscription and its next date, engraving, gift), quantity and subtotal. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <table className="order-lines">
      <caption>{t('orders.lines.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.lines.product')}</th>
          <th scope="col">{t('orders.lines.qty')}</th>
          <th scope="col">{t('basket.line.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
          <tr key={line.item_id}>
            <td>
              <span className="order-line-name">{line.name}</span>
              <LineOptions line={line} />
            </td>
            <td>{line.qty_ordered}</td>
            <td>
              <Price value={line.row_total_incl_tax} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The totals as the shopper saw them at checkout: every line above 0, then the grand total. */
export function OrderTotals({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const segments = (order.extension_attributes.totals?.total_segments ?? []).filter(
    (s) => s.code === 'subtotal' || s.code === 'grand_total' || (s.value !== null && s.value !== 0 && s.code !== 'tax'),
  );
  const rows = segments.length > 0 ? segments : [{ code: 'grand_total', title: t('orders.grandTotal'), value: order.grand_total }];
  return (
    <dl className="order-totals">
      {rows.map((segment) => (
        <div key={segment.code} className={segment.code === 'grand_total' ? 'order-grand-total' : undefined}>
          <dt>{segmentLabel(segment, {}, t)}</dt>
          <dd>
            <Price value={segment.value ?? 0} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const CASH_ON_DELIVERY = 'cashondelivery';

/** Payment: the method's title, the card masked, and for cash on delivery the amount to have ready. */
export function OrderPayment({ order, cashNote = true }: { order: OrderView; cashNote?: boolean }) {
  const { t } = useTranslation();
  const title = order.payment.additional_information?.[0] ?? order.payment.method;
  const { cc_last4: last4, cc_type: type } = order.payment;
  // The card's type and last four digits, never more: 'Visa ending 1111'.
  const card = last4 ? t('orders.payment.cardEnding', { card: type ? cardTypeLabel(type) : t('orders.payment.card'), last4 }) : null;
  return (
    <section className="order-block" aria-labelledby={`order-payment-${order.entity_id}`}>
      <h2 id={`order-payment-${order.entity_id}`}>{t('orders.payment.title')}</h2>
      <p>{title}</p>
      {card && <p>{card}</p>}
      {cashNote && order.payment.method === CASH_ON_DELIVERY && (
        <p className="order-cash-note">
          <Trans i18nKey="orders.payment.cashNote" components={{ price: <Price value={order.grand_total} /> }} />
        </p>
      )}
    </section>
  );
}

/** Where the order goes: the address (or the pickup point / parcel shop), the method and the expected day. */
export function OrderDelivery({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { shipping_address: address, delivery_point: point, expected_delivery_date: expected } = order.extension_attributes;
  return (
    <section className="order-block" aria-labelledby={`order-delivery-${order.entity_id}`}>
      <h2 id={`order-delivery-${order.entity_id}`}>{t('orders.delivery.title')}</h2>
      {point ? <DeliveryPointBlock point={point} /> : address && <AddressLines address={address} />}
      <p>{order.shipping_description}</p>
      {/* The weekday and the date apart, so each language puts its own comma (or none) between them. */}
      {expected && (
        <p className="order-expected-delivery">
          {t('orders.delivery.expected', { weekday: formatDay(expected, { weekday: 'long' }), date: formatDay(expected) })}
        </p>
      )}
    </section>
  );
}

export function OrderBilling({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (!order.billing_address) return null;
  return (
    <section className="order-block" aria-labelledby={`order-billing-${order.entity_id}`}>
      <h2 id={`order-billing-${order.entity_id}`}>{t('orders.billingAddress')}</h2>
      <AddressLines address={order.billing_address} />
    </section>
  );
}
