import { useTranslation } from 'react-i18next';
import './success-page.css';
import { type OrderDeliveryPointDto, deliveryPointLines } from '../domain';

/** The success page's heading above the place, per kind (the spec leaves the wording to the shop). */
const HEADINGS = {
  pickup_point: 'orders.deliveryPoint.pickupPoint',
  parcel_shop: 'orders.deliveryPoint.parcelShop',
} as const satisfies Record<OrderDeliveryPointDto['type'], string>;

/** The pickup point or parcel shop the order waits at, on the success page. */
export function DeliveryPointBlock({ point }: { point: OrderDeliveryPointDto }) {
  const { t } = useTranslation();
  const heading = t(HEADINGS[point.type]);
  return (
    <section className="panel success-delivery-point" aria-labelledby="success-delivery-point-heading">
      <h2 id="success-delivery-point-heading">{heading}</h2>
      <address>
        <strong>{point.name}</strong>
        {deliveryPointLines(point).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}
