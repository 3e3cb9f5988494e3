import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Dialog } from '../../../shared/web/ui/dialog';
import { AGREEMENT_MODE_MANUAL, type AgreementDto } from '../domain/agreements';
import { ReadableText } from './readable-text';
import { ruleMessage } from '../../../shared/web/i18n/messages';

export interface CheckoutAgreementsProps {
  agreements: AgreementDto[];
  accepted: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  /** The agreement a failed check is about, with its message ('This is a required field.'). */
  error: { agreementId: number; message: string } | null;
  /** The terms message, shown beside the boxes it is about. */
  describedBy?: string;
  disabled?: boolean;
}

export const agreementInputId = (id: number) => `agreement-${id}`;

/**
 * Spec 002 §5 checks 2 and 3: the terms block under the chosen payment method. A manual agreement is a
 * required checkbox; an automatic one is only shown. Each one's text opens in a dialog ('Close').
 */
export function CheckoutAgreements({ agreements, accepted, onToggle, error, describedBy, disabled }: CheckoutAgreementsProps) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<AgreementDto | null>(null);
  if (agreements.length === 0) return null;
  return (
    <div className="checkout-agreements">
      {agreements.map((a) => {
        const inputId = agreementInputId(a.agreement_id);
        const invalid = error?.agreementId === a.agreement_id;
        const read = (
          <Button variant="link" onClick={() => setReading(a)}>
            {t('checkout.readTheTerms', { name: a.name })}
          </Button>
        );
        if (a.mode !== AGREEMENT_MODE_MANUAL) {
          return (
            <p key={a.agreement_id} className="checkout-agreement">
              {a.checkbox_text} {read}
            </p>
          );
        }
        const described = [invalid ? `${inputId}-error` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
        return (
          <div key={a.agreement_id} className={invalid ? 'checkout-agreement field-invalid' : 'checkout-agreement'}>
            <Choice
              type="checkbox"
              id={inputId}
              checked={accepted.includes(a.agreement_id)}
              onChange={(e) => onToggle(a.agreement_id, e.target.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={described}
              aria-required="true"
              disabled={disabled}
            >
              {a.checkbox_text}
            </Choice>
            {read}
            {invalid && (
              <p id={`${inputId}-error`} className="field-error">
                {ruleMessage(error.message)}
              </p>
            )}
          </div>
        );
      })}
      {reading && (
        <Dialog title={reading.name} confirmLabel={t('checkout.close')} onConfirm={() => setReading(null)}>
          <div
            className="agreement-content"
            {...(reading.content_height ? { style: { maxHeight: reading.content_height, overflowY: 'auto' }, tabIndex: 0 } : {})}
          >
            <ReadableText text={reading.content} />
          </div>
        </Dialog>
      )}
    </div>
  );
}
