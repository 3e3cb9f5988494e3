import { useTranslation } from 'react-i18next';
import { useToggleTip } from '../../../shared/web/ui/use-toggle-tip';

/** The store's shipping policy in the summary (Magento's shippingPolicy), behind its button. */
export function ShippingPolicyTooltip({ text }: { text: string }) {
  const { t } = useTranslation();
  const tip = useToggleTip();
  return (
    <div className="summary-policy" {...tip.container}>
      <button className="summary-policy-toggle" {...tip.button}>
        {t('checkout.summary.shippingPolicy')}
      </button>
      <p className="summary-policy-text" {...tip.tip}>
        {text}
      </p>
    </div>
  );
}
