import type { Totals } from '../../../shared/web/api/types';
import { Price } from '../../../shared/web/ui/price';

/** Spec 002 §2: the 'Payment Information' heading and the payment summary, 'Amount to pay:' with the item count. */
export function PaymentSummary({ totals }: { totals: Totals }) {
  const count = totals.items_qty;
  return (
    <section className="payment-summary" aria-labelledby="payment-information-title">
      <h2 id="payment-information-title">Payment Information</h2>
      <p>
        Amount to pay: <Price value={totals.grand_total} />{' '}
        <span className="payment-summary-count">
          ({count} {count === 1 ? 'item' : 'items'})
        </span>
      </p>
    </section>
  );
}
