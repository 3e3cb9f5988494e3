import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveSelectedMethod } from '../../payment/domain';
import type { PaymentMethodOption } from '../../../shared/web/api/types';
import { Choice } from '../../../shared/web/ui/choice';
import { Message } from '../../../shared/web/ui/message';

export interface PaymentMethodsProps {
  methods: PaymentMethodOption[];
  selected: string | null;
  onSelect: (code: string | null) => void;
  disabled?: boolean;
}

/**
 * Spec 000 §4 "Payment method availability": a lone method is selected for the shopper, and a
 * chosen method that is no longer offered is cleared.
 */
export function PaymentMethods({ methods, selected, onSelect, disabled }: PaymentMethodsProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const next = resolveSelectedMethod(methods, selected);
    if (next !== selected) onSelect(next);
  }, [methods, selected, onSelect]);

  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">{t('checkout.payment.methodsTitle')}</h2>
      {methods.length === 0 ? (
        <Message kind="error">{t('checkout.payment.noMethods')}</Message>
      ) : (
        <div role="radiogroup" aria-labelledby="payment-methods-title">
          {methods.map((m) => (
            <Choice
              key={m.code}
              type="radio"
              name="payment-method"
              className="choice-card"
              value={m.code}
              checked={selected === m.code}
              disabled={disabled}
              onChange={() => onSelect(m.code)}
            >
              {m.title}
            </Choice>
          ))}
        </div>
      )}
    </section>
  );
}
