import { useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { Choice } from '../../../shared/web/ui/choice';
import { Message } from '../../../shared/web/ui/message';
import { APM_TYPES, type ApmDetails } from '../domain/apm';
import { APM_VALIDATION_FAILED_LOG } from '../domain/messages';
import { type ApmField, useApmForm } from './use-apm-form';
import { ruleMessage } from '../../../shared/web/i18n/messages';

export interface ApmFormHandle {
  /** Checks the block (messages shown, focus on the first invalid field); the additional_data when valid. */
  collect(): ApmDetails | null;
}

interface ApmFormProps {
  /** The billing country: it decides the types (iDEAL in NL, ACH in the US, Klarna per country). */
  countryId: string | null;
  disabled?: boolean;
  ref?: Ref<ApmFormHandle>;
}

/**
 * Spec 002 §2 and §4 'Alternative payment' (loaded only when that method is chosen): 'Select Your
 * Payment Method', then the chosen type's block: iDEAL's 'Select Your Bank', Klarna's options, or the
 * ACH direct debit fields, each with the domain's message under it.
 */
export default function ApmFormBlock({ countryId, disabled, ref }: ApmFormProps) {
  const { t } = useTranslation();
  const form = useApmForm(countryId);
  const inputs = useRef<Partial<Record<ApmField, HTMLInputElement | HTMLSelectElement | null>>>({});
  useImperativeHandle(ref, () => ({
    collect() {
      const result = form.collect();
      if (result.ok) return result.data;
      // Spec 002 §5: a form that fails validation is logged as such (the shopper sees the field messages).
      console.warn(APM_VALIDATION_FAILED_LOG);
      inputs.current[result.firstInvalid]?.focus();
      return null;
    },
  }));
  const field = (name: ApmField) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[name] = el;
    },
    value: form.values[name],
    error: form.errors[name],
    disabled,
    onBlur: () => form.blur(name),
  });
  const options = form.options.data;
  if (form.options.isPending) return <p role="status">{t('payment.apm.loading')}</p>;
  if (!options || options.types.length === 0) return <Message kind="error">{t('payment.apm.noTypes')}</Message>;
  const type = form.values.cc_type;
  return (
    <fieldset className="apm-form">
      <legend>{t('payment.apm.typeLegend')}</legend>
      <div role="radiogroup" aria-label={t('payment.apm.typeLegend')} aria-describedby={form.errors.cc_type ? 'apm-type-error' : undefined}>
        {options.types.map((apmType, i) => (
          <Choice
            key={apmType.code}
            type="radio"
            name="apm-type"
            value={apmType.code}
            checked={type === apmType.code}
            disabled={disabled}
            ref={
              i === 0
                ? (el) => {
                    inputs.current.cc_type = el;
                  }
                : undefined
            }
            onChange={() => form.set('cc_type', apmType.code)}
            onBlur={() => form.blur('cc_type')}
          >
            {apmType.label}
          </Choice>
        ))}
      </div>
      {form.errors.cc_type && (
        <p className="field-error" id="apm-type-error" role="alert">
          {ruleMessage(form.errors.cc_type)}
        </p>
      )}
      {type === APM_TYPES.ideal && (
        <SelectField
          {...field('cc_bank')}
          label={t('payment.apm.bank')}
          required
          options={[{ value: '', label: t('payment.apm.bankPlaceholder') }, ...options.idealBanks.map((b) => ({ value: b.code, label: b.name }))]}
          onChange={(e) => form.set('cc_bank', e.target.value)}
        />
      )}
      {type === APM_TYPES.klarna && (
        <SelectField
          {...field('klarna_type')}
          label={t('payment.apm.klarnaOption')}
          required
          options={[{ value: '', label: t('payment.apm.klarnaPlaceholder') }, ...options.klarnaTypes.map((k) => ({ value: k.code, label: k.label }))]}
          onChange={(e) => form.set('klarna_type', e.target.value)}
        />
      )}
      {type === APM_TYPES.ach && (
        <>
          <SelectField
            {...field('ach_account')}
            label={t('payment.apm.achAccountType')}
            required
            options={[{ value: '', label: t('payment.apm.achAccountTypePlaceholder') }, ...options.achAccountTypes.map((a) => ({ value: a, label: a }))]}
            onChange={(e) => form.set('ach_account', e.target.value)}
          />
          <TextField
            {...field('ach_accountNumber')}
            label={t('payment.apm.achAccountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_accountNumber', e.target.value)}
          />
          <TextField
            {...field('ach_routingNumber')}
            label={t('payment.apm.achRoutingNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_routingNumber', e.target.value)}
          />
          <TextField
            {...field('ach_checknumber')}
            label={t('payment.apm.achCheckNumber')}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_checknumber', e.target.value)}
          />
          <TextField
            {...field('ach_companyname')}
            label={t('payment.apm.achCompanyName')}
            autoComplete="organization"
            onChange={(e) => form.set('ach_companyname', e.target.value)}
          />
          <TextField
            {...field('ach_emailaddress')}
            label={t('payment.apm.achEmail')}
            type="email"
            autoComplete="email"
            onChange={(e) => form.set('ach_emailaddress', e.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
