import { Trans, useTranslation } from 'react-i18next';
import type { Totals } from '../../../shared/web/api/types';
import { Price } from '../../../shared/web/ui/price';

/** Spec 002 §2: the 'Payment Information' heading and the payment summary, 'Amount to pay:' with the item count. */
export function PaymentSummary({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const count = totals.items_qty;
  return (
    <section className="payment-summary" aria-labelledby="payment-information-title">
      <h2 id="payment-information-title">{t('checkout.payment.informationTitle')}</h2>
      <p>
        <Trans
          i18nKey="checkout.payment.amountToPay"
          count={count}
          components={{ price: <Price value={totals.grand_total} />, count: <span className="payment-summary-count" /> }}
        />
      </p>
    </section>
  );
}
