import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/domain/clock';
import type { TotalsItem } from '../../../shared/web/api/types';
import { Price } from '../../../shared/web/ui/price';
import { PersonalisationDetails } from '../../personalisation/web';
import { ITEM_OPTION_LABELS } from '../../cart/domain';
import { isNewSubscription, nextProcessingDate } from '../../subscriptions/domain';
import { type LineFigure, type TaxDisplay, lineSubtotals } from '../domain/order-summary';

/** Each line figure's label. */
const FIGURE_LABELS = {
  subtotal: 'checkout.summary.subtotal',
  exclTax: 'checkout.summary.exclTax',
  inclTax: 'checkout.summary.inclTax',
} as const satisfies Record<LineFigure, string>;

/** Options the line shows in full elsewhere: the subscription rows and the engraving's details. */
const SHOWN_APART = new Set<string>(Object.values(ITEM_OPTION_LABELS));

/** The line's other options as the totals send them (JSON text of label and value pairs). */
function lineOptions(item: TotalsItem): { label: string; value: string }[] {
  try {
    const options = JSON.parse(item.options ?? '[]') as { label: string; value: string }[];
    return options.filter((o) => !SHOWN_APART.has(o.label));
  } catch {
    return [];
  }
}

export interface SummaryLineProps {
  item: TotalsItem;
  taxDisplay: TaxDisplay;
  clock: Clock;
  timeZone: string;
}

/** One line of 'Your Order': name, quantity, options, subtotal, engraving and subscription (spec 002 §2, §4). */
export function SummaryLine({ item, taxDisplay, clock, timeZone }: SummaryLineProps) {
  const { t } = useTranslation();
  const subscription = item.extension_attributes?.subscription_option;
  const rows = [
    { label: t('checkout.summary.qty'), value: <>{item.qty}</> },
    ...lineOptions(item).map((o) => ({ label: o.label, value: <>{o.value}</> })),
    ...(isNewSubscription(subscription)
      ? [
          { label: t('checkout.summary.subscription'), value: <>{t('subscription.label', { count: subscription.interval })}</> },
          { label: t('checkout.summary.nextProcessingDate'), value: <>{nextProcessingDate(clock, timeZone, subscription.interval)}</> },
        ]
      : []),
    ...lineSubtotals(item, taxDisplay).map((f) => ({ label: t(FIGURE_LABELS[f.figure]), value: <Price value={f.amount} /> })),
  ];
  return (
    <li className="summary-line">
      <span className="summary-name">{item.name}</span>
      <dl className="summary-details">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <PersonalisationDetails personalisation={item.extension_attributes?.personalisation} className="summary-personalisation" />
    </li>
  );
}
