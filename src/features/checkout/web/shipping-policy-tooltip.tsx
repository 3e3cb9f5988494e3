import { useToggleTip } from '../../../shared/web/ui/use-toggle-tip';
import { SHIPPING_POLICY_LABEL } from '../domain/order-summary';

/** The store's shipping policy in the summary (Magento's shippingPolicy), behind its button. */
export function ShippingPolicyTooltip({ text }: { text: string }) {
  const tip = useToggleTip();
  return (
    <div className="summary-policy" {...tip.container}>
      <button className="summary-policy-toggle" {...tip.button}>
        {SHIPPING_POLICY_LABEL}
      </button>
      <p className="summary-policy-text" {...tip.tip}>
        {text}
      </p>
    </div>
  );
}
