import './success-page.css';
import { DELIVERY_POINT_HEADINGS, type OrderDeliveryPointDto, deliveryPointLines } from '../domain';

/** The pickup point or parcel shop the order waits at, on the success page. */
export function DeliveryPointBlock({ point }: { point: OrderDeliveryPointDto }) {
  const heading = DELIVERY_POINT_HEADINGS[point.type];
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
