import { useImperativeHandle, useRef, type Ref } from 'react';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import type { EncryptedCardPayment } from './card-encryption';
import { type CardFormValues, useCardForm } from './use-card-form';
import { LatamFields } from './latam-fields';
import { type LatamField, type LatamPaymentData, useLatamFields } from './use-latam-fields';
import './card-form.css';

export interface CardFormHandle {
  /** Checks the form (errors shown, focus on the first invalid field); the encrypted card when valid. */
  collect(): Promise<(EncryptedCardPayment & LatamPaymentData) | null>;
}

interface CardFormProps {
  countryId: string | null;
  disabled?: boolean;
  ref?: Ref<CardFormHandle>;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** Spec 002 §5: expiry years from this year to 19 ahead. */
function expiryYears(): string[] {
  const year = new Date().getFullYear();
  return Array.from({ length: 20 }, (_, i) => String(year + i));
}

/**
 * The new-card form of 'Credit / Debit Card' (loaded only when that method is chosen): the number with
 * its detected type, expiry month and year, security code and the cardholder's name. The number and
 * code are encrypted in this browser with the gateway's key; the shop receives the blob only.
 */
export default function CardFormBlock({ countryId, disabled, ref }: CardFormProps) {
  const form = useCardForm(countryId);
  const latam = useLatamFields(countryId);
  const inputs = useRef<Partial<Record<keyof CardFormValues | LatamField, HTMLInputElement | HTMLSelectElement | null>>>({});
  useImperativeHandle(ref, () => ({
    async collect() {
      const latamResult = latam.collect();
      const result = await form.collect();
      if (!result.ok) inputs.current[result.firstInvalid]?.focus();
      else if (!latamResult.ok) inputs.current[latamResult.firstInvalid]?.focus();
      return result.ok && latamResult.ok ? { ...result.card, ...latamResult.data } : null;
    },
  }));
  const field = (name: keyof CardFormValues) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[name] = el;
    },
    value: form.values[name],
    error: form.errors[name],
    disabled,
    required: true,
    onBlur: () => form.blur(name),
  });
  return (
    <fieldset className="card-form">
      <legend>Card details</legend>
      <TextField
        {...field('number')}
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        hint={form.detected ? `Card type: ${form.detected.title}` : undefined}
        onChange={(e) => form.set('number', e.target.value)}
      />
      <div className="card-form-expiry">
        <SelectField
          {...field('expiryMonth')}
          label="Expiration Month"
          autoComplete="cc-exp-month"
          options={[{ value: '', label: 'Month' }, ...MONTHS.map((m) => ({ value: m, label: m }))]}
          onChange={(e) => form.set('expiryMonth', e.target.value)}
        />
        <SelectField
          {...field('expiryYear')}
          label="Expiration Year"
          autoComplete="cc-exp-year"
          options={[{ value: '', label: 'Year' }, ...expiryYears().map((y) => ({ value: y, label: y }))]}
          onChange={(e) => form.set('expiryYear', e.target.value)}
        />
      </div>
      <TextField
        {...field('cvv')}
        label="Card Verification Number"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        hint={`${form.detected?.cvvLength ?? 3} digits, on the back of the card${form.detected?.code === 'AE' ? ' (on the front for American Express)' : ''}`}
        onChange={(e) => form.set('cvv', e.target.value)}
      />
      <TextField {...field('name')} label="Name on Card" autoComplete="cc-name" maxLength={100} onChange={(e) => form.set('name', e.target.value)} />
      <LatamFields latam={latam} disabled={disabled} fieldRef={(name) => (el) => void (inputs.current[name] = el)} />
    </fieldset>
  );
}
