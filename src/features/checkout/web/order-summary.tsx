import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Clock, systemClock } from '../../../shared/domain/clock';
import type { Totals } from '../../../shared/web/api/types';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import { TotalsTable } from '../../pricing/web';
import { DiscountCode } from '../../coupons/web';
import { RewardPoints } from '../../rewards/web';
import { PodRecyclingBlock } from '../../pod-recycling/web';
import { SecondaryPackagingBlock } from '../../secondary-packaging/web';
import { ChooseGiftLink } from '../../promo-gifts/web';
import { summaryLines } from '../domain/order-summary';
import { useCheckoutConfig } from './checkout-config';
import { CHOOSE_GIFT_HASH } from './checkout-steps';
import { usePaymentInformation } from './payment-information';
import { RetailerCodeField } from './retailer-code-field';
import { ShippingPolicyTooltip } from './shipping-policy-tooltip';
import { SummaryCmsBlocks } from './summary-cms-blocks';
import { SummaryLine } from './summary-line';
import { DeviceTrialNote, IndirectTaxLine } from './summary-notes';
import { useSummaryOpen } from './use-summary-open';
import { useSummaryTotals } from './use-totals-recollection';
import './order-summary.css';

const BODY_ID = 'order-summary-body';

/**
 * 'Your Order' beside every step (spec 002 §2): a disclosure whose header gives the item count and the
 * grand total, and whose body lists the last lines, the totals and the summary's blocks.
 */
export function OrderSummary({ totals: given, clock = systemClock }: { totals: Totals; clock?: Clock }) {
  const { t } = useTranslation();
  const totals = useSummaryTotals(given);
  const navigate = useNavigate();
  const [open, setOpen] = useSummaryOpen();
  const config = useCheckoutConfig().data;
  const trial = usePaymentInformation(true).data?.extension_attributes?.device_trial;
  const { shown, hasMore } = summaryLines(totals.items, config?.maxCartItemsToDisplay ?? totals.items.length);
  const policy = config?.shippingPolicy;
  return (
    <section className="order-summary panel" aria-labelledby="order-summary-title">
      <h2 className="summary-heading">
        <button type="button" className="summary-toggle" aria-expanded={open} aria-controls={BODY_ID} onClick={() => setOpen(!open)}>
          <span id="order-summary-title" className="summary-title">
            {t('checkout.summary.title')}
          </span>
          <span className="summary-count">{t('checkout.summary.itemCount', { count: totals.items_qty })}</span>
          <span className="summary-grand">
            <span className="visually-hidden">{t('checkout.summary.grandTotal')} </span>
            <Price value={totals.grand_total} />
          </span>
        </button>
      </h2>
      <div id={BODY_ID} className="summary-body" hidden={!open}>
        <ul className="plain summary-lines">
          {shown.map((item) => (
            <SummaryLine
              key={item.item_id}
              item={item}
              taxDisplay={config?.shipping_tax_display ?? 'including'}
              clock={clock}
              timeZone={config?.storeTimeZone ?? 'Europe/London'}
            />
          ))}
        </ul>
        {hasMore && (
          <Link className="summary-view-cart" to={paths.cart}>
            {t('checkout.summary.viewAndEditCart')}
          </Link>
        )}
        <TotalsTable totals={totals} />
        {config && <IndirectTaxLine grandTotal={totals.grand_total} config={config} />}
        <DeviceTrialNote trial={trial} />
        {policy?.isEnabled && <ShippingPolicyTooltip text={policy.shippingPolicyContent} />}
        <RewardPoints totals={totals} />
        <DiscountCode totals={totals} />
        <ChooseGiftLink totals={totals} onChoose={() => void navigate({ hash: CHOOSE_GIFT_HASH })} />
        <RetailerCodeField />
        <PodRecyclingBlock />
        <SecondaryPackagingBlock />
        <SummaryCmsBlocks />
      </div>
      <Link className="summary-return" to={paths.cart}>
        {t('checkout.returnToBasket')}
      </Link>
    </section>
  );
}
