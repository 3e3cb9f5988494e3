import { useTranslation } from 'react-i18next';
import { Choice } from '../../../shared/web/ui/choice';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { Message } from '../../../shared/web/ui/message';
import { CFDI_USE_NAMES, CFDI_USES, TAX_REGIME_NAMES, TAX_REGIMES } from '../domain/invoice';
import type { ElectronicInvoiceController, InvoiceField } from './use-electronic-invoice';

interface ElectronicInvoiceProps {
  invoice: ElectronicInvoiceController;
  disabled?: boolean;
  /** Any change of the choice or a field (the place-order checks' last failure goes). */
  onAnswerChange?: () => void;
}

/**
 * The Mexican electronic invoice (CFDI) at the payment step: 'I want an electronic invoice' opens the
 * form (RFC, the name registered with the SAT, tax regime, use of the invoice, postcode of the tax
 * address, an optional email); each field's error shows under it.
 */
export default function ElectronicInvoiceForm({ invoice, disabled, onAnswerChange }: ElectronicInvoiceProps) {
  const { t } = useTranslation();
  const field = (name: InvoiceField) => ({
    value: invoice.values[name],
    error: invoice.errors[name],
    disabled,
    onBlur: () => invoice.blur(name),
    onChange: (e: { target: { value: string } }) => {
      invoice.set(name, e.target.value);
      onAnswerChange?.();
    },
  });
  return (
    <div className="electronic-invoice">
      <Choice
        type="checkbox"
        checked={invoice.receive}
        onChange={(e) => {
          invoice.setReceive(e.target.checked);
          onAnswerChange?.();
        }}
        disabled={disabled}
      >
        {t('payment.invoice.receive')}
      </Choice>
      {invoice.receive && (
        <fieldset className="electronic-invoice-form">
          <legend>{t('payment.invoice.legend')}</legend>
          <TextField
            {...field('rfcNumber')}
            label={t('payment.invoice.rfc')}
            required
            autoComplete="off"
            maxLength={13}
            autoCapitalize="characters"
            hint={t('payment.invoice.rfcHint')}
          />
          <TextField {...field('businessName')} label={t('payment.invoice.businessName')} required autoComplete="organization" maxLength={254} />
          <SelectField
            {...field('taxRegime')}
            label={t('payment.invoice.taxRegime')}
            required
            options={[
              { value: '', label: t('payment.invoice.taxRegimePlaceholder') },
              ...TAX_REGIMES.map((code) => ({ value: code, label: `${code} – ${TAX_REGIME_NAMES[code]}` })),
            ]}
          />
          <SelectField
            {...field('cfdiUse')}
            label={t('payment.invoice.cfdiUse')}
            required
            options={[
              { value: '', label: t('payment.invoice.cfdiUsePlaceholder') },
              ...CFDI_USES.map((code) => ({ value: code, label: `${code} – ${CFDI_USE_NAMES[code]}` })),
            ]}
          />
          <TextField {...field('postcode')} label={t('payment.invoice.postcode')} required inputMode="numeric" autoComplete="off" maxLength={5} />
          <TextField {...field('email')} label={t('payment.invoice.email')} type="email" autoComplete="email" maxLength={254} />
          {invoice.saveError && <Message kind="error">{invoice.saveError}</Message>}
        </fieldset>
      )}
    </div>
  );
}
