import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { SHIPPING_POLICY_LABEL } from '../domain/order-summary';

/**
 * The store's shipping policy in the summary (Magento's shippingPolicy): a button that shows and hides
 * the text it is described by; Escape hides it and leaves the focus on the button.
 */
export function ShippingPolicyTooltip({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="summary-policy" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="summary-policy-toggle" aria-expanded={open} aria-describedby={id} onClick={() => setOpen(!open)}>
        {SHIPPING_POLICY_LABEL}
      </button>
      <p id={id} role="tooltip" className="summary-policy-text" hidden={!open}>
        {text}
      </p>
    </div>
  );
}
