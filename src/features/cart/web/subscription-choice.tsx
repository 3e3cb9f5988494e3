import { Trans, useTranslation } from 'react-i18next';
import { Choice } from '../../../shared/web/ui/choice';

export interface SubscriptionChoiceProps {
  itemId: number;
  itemName: string;
  /** The intervals (months) the product offers in this store. */
  intervals: number[];
  /** The line's interval; 0 for a one-time purchase. */
  interval: number;
  disabled?: boolean;
  /** 0 switches to a one-time purchase. */
  onChange: (interval: number) => void;
}

/** A basket line's purchase option: buy once, or subscribe at one of the offered intervals. */
export function SubscriptionChoice({ itemId, itemName, intervals, interval, disabled, onChange }: SubscriptionChoiceProps) {
  const { t } = useTranslation();
  const name = `purchase-option-${itemId}`;
  return (
    <fieldset className="subscription-choice" disabled={disabled}>
      <legend>
        <Trans i18nKey="basket.line.purchaseOption" values={{ name: itemName }} components={{ hidden: <span className="visually-hidden" /> }} />
      </legend>
      <Choice type="radio" name={name} checked={interval === 0} onChange={() => onChange(0)}>
        {t('basket.line.oneTime')}
      </Choice>
      {intervals.map((months) => (
        <Choice key={months} type="radio" name={name} checked={interval === months} onChange={() => onChange(months)}>
          {t('basket.line.subscribe')} <span className="choice-note">{t('subscription.intervalNote', { count: months })}</span>
        </Choice>
      ))}
    </fieldset>
  );
}
