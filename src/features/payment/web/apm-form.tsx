import { useImperativeHandle, useRef, type Ref } from 'react';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { Choice } from '../../../shared/web/ui/choice';
import { Message } from '../../../shared/web/ui/message';
import { APM_TYPES, type ApmDetails } from '../domain/apm';
import { APM_VALIDATION_FAILED_LOG, NO_APM_TYPES } from '../domain/messages';
import { type ApmField, useApmForm } from './use-apm-form';

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
  if (form.options.isPending) return <p role="status">Loading the payment options…</p>;
  if (!options || options.types.length === 0) return <Message kind="error">{NO_APM_TYPES}</Message>;
  const type = form.values.cc_type;
  return (
    <fieldset className="apm-form">
      <legend>Select Your Payment Method</legend>
      <div role="radiogroup" aria-label="Select Your Payment Method" aria-describedby={form.errors.cc_type ? 'apm-type-error' : undefined}>
        {options.types.map((t, i) => (
          <Choice
            key={t.code}
            type="radio"
            name="apm-type"
            value={t.code}
            checked={type === t.code}
            disabled={disabled}
            ref={
              i === 0
                ? (el) => {
                    inputs.current.cc_type = el;
                  }
                : undefined
            }
            onChange={() => form.set('cc_type', t.code)}
            onBlur={() => form.blur('cc_type')}
          >
            {t.label}
          </Choice>
        ))}
      </div>
      {form.errors.cc_type && (
        <p className="field-error" id="apm-type-error" role="alert">
          {form.errors.cc_type}
        </p>
      )}
      {type === APM_TYPES.ideal && (
        <SelectField
          {...field('cc_bank')}
          label="Select Your Bank"
          required
          options={[{ value: '', label: 'Choose your bank' }, ...options.idealBanks.map((b) => ({ value: b.code, label: b.name }))]}
          onChange={(e) => form.set('cc_bank', e.target.value)}
        />
      )}
      {type === APM_TYPES.klarna && (
        <SelectField
          {...field('klarna_type')}
          label="Klarna payment option"
          required
          options={[{ value: '', label: 'Choose an option' }, ...options.klarnaTypes.map((k) => ({ value: k.code, label: k.label }))]}
          onChange={(e) => form.set('klarna_type', e.target.value)}
        />
      )}
      {type === APM_TYPES.ach && (
        <>
          <SelectField
            {...field('ach_account')}
            label="Account Type"
            required
            options={[{ value: '', label: 'Choose the account type' }, ...options.achAccountTypes.map((a) => ({ value: a, label: a }))]}
            onChange={(e) => form.set('ach_account', e.target.value)}
          />
          <TextField
            {...field('ach_accountNumber')}
            label="Account Number"
            required
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_accountNumber', e.target.value)}
          />
          <TextField
            {...field('ach_routingNumber')}
            label="Routing Number"
            required
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_routingNumber', e.target.value)}
          />
          <TextField
            {...field('ach_checknumber')}
            label="Check Number"
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => form.set('ach_checknumber', e.target.value)}
          />
          <TextField
            {...field('ach_companyname')}
            label="Company Name"
            autoComplete="organization"
            onChange={(e) => form.set('ach_companyname', e.target.value)}
          />
          <TextField
            {...field('ach_emailaddress')}
            label="Email Address"
            type="email"
            autoComplete="email"
            onChange={(e) => form.set('ach_emailaddress', e.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
