import { Link } from 'react-router';
import type { Totals, TotalsItem } from '../../../shared/web/api/types';
import { TotalsTable } from '../../pricing/web/totals-table';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import { DiscountCode } from '../../coupons/web/discount-code';
import { RewardPoints } from '../../rewards/web/reward-points';
import { PodRecyclingBlock } from '../../pod-recycling/web/pod-recycling-block';
import { SecondaryPackagingBlock } from '../../secondary-packaging/web/secondary-packaging-block';
import { ChooseGiftLink } from '../../promo-gifts/web/choose-gift-link';
import { RetailerCodeField } from './retailer-code-field';
import { SummaryCmsBlocks } from './summary-cms-blocks';

/** The line's options as the totals send them (JSON text), e.g. "Subscription: Every 1 month(s)". */
export function lineOptions(item: TotalsItem): string[] {
  try {
    const options = JSON.parse(item.options ?? '[]') as { label: string; value: string }[];
    return options.map((o) => `${o.label}: ${o.value}`);
  } catch {
    return [];
  }
}

/** 'Your Order': item count, lines and totals, beside every step. */
export function OrderSummary({ totals }: { totals: Totals }) {
  const count = totals.items_qty;
  return (
    <section className="order-summary panel" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Your Order</h2>
      <p className="summary-count">
        {count} {count === 1 ? 'Item' : 'Items'} in Cart
      </p>
      <ul className="plain summary-lines">
        {totals.items.map((item) => (
          <li key={item.item_id} className="summary-line">
            <span className="summary-name">{item.name}</span>
            <span className="summary-qty">Qty: {item.qty}</span>
            {lineOptions(item).map((text) => (
              <span key={text} className="summary-option">
                {text}
              </span>
            ))}
            <Price className="summary-price" value={item.row_total_incl_tax} />
          </li>
        ))}
      </ul>
      <TotalsTable totals={totals} />
      <RewardPoints totals={totals} />
      <DiscountCode totals={totals} />
      <ChooseGiftLink totals={totals} />
      <RetailerCodeField />
      <PodRecyclingBlock totals={totals} />
      <SecondaryPackagingBlock totals={totals} />
      <SummaryCmsBlocks />
      <Link className="summary-return" to={paths.cart}>
        Return to basket
      </Link>
    </section>
  );
}
