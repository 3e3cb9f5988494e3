import { useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import type { EncryptedCardPayment } from './card-encryption';
import { SaveCardOption } from './save-card-disclaimer';
import { SavedCardChoice } from './saved-card-choice';
import { collectSavedCardChoice, type SavedCardPaymentData, type SaveCardData } from './saved-card-collect';
import { type CardFormValues, useCardForm } from './use-card-form';
import { LatamFields } from './latam-fields';
import { type LatamField, type LatamPaymentData, useLatamFields } from './use-latam-fields';
import { useSavedCards } from './use-saved-cards';
import '../../../shared/web/ui/card-form.css';

export interface CardFormHandle {
  /** Checks the form (errors shown, focus on the first invalid field); the encrypted card, or the saved card chosen, when valid. */
  collect(): Promise<(EncryptedCardPayment & SaveCardData & LatamPaymentData) | SavedCardPaymentData | null>;
}

interface CardFormProps {
  countryId: string | null;
  disabled?: boolean;
  ref?: Ref<CardFormHandle>;
  /** A signed-in customer: their saved cards are offered and a new card may be saved. */
  isCustomer?: boolean;
  /** A subscription line in the basket: the new card must be saved (CCAM4). */
  subscription?: boolean;
  /** A subscription's card (subscribe_pro): the customer's subscription payment profiles are offered, and a new card is always saved. */
  forSubscription?: boolean;
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
 * code are encrypted in this browser with the gateway's key; the shop receives the blob only. A signed-in
 * customer's saved cards come first (spec 002 §4): one chosen hides these fields and asks for its
 * security code only; a new card may be saved ('save my card', with the store's disclaimer).
 */
export default function CardFormBlock({ countryId, disabled, ref, isCustomer = false, subscription = false, forSubscription = false }: CardFormProps) {
  const { t } = useTranslation();
  const form = useCardForm(countryId);
  const saved = useSavedCards(isCustomer, subscription, forSubscription);
  const latam = useLatamFields(countryId);
  const inputs = useRef<Partial<Record<keyof CardFormValues | LatamField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const savedCvv = useRef<HTMLInputElement>(null);
  const saveChoice = useRef<HTMLElement | null>(null);
  useImperativeHandle(ref, () => ({
    async collect() {
      // Saved cards (spec 002 §3, §5): a saved card's vault id and CVV, or the new card's 'save my card' answers.
      const choice = collectSavedCardChoice(saved);
      if (choice.kind === 'saved') return choice.data;
      if (choice.kind === 'invalid') {
        (choice.focus === 'cvv' ? savedCvv : saveChoice).current?.focus();
        return null;
      }
      const latamResult = latam.collect();
      const result = await form.collect();
      if (!result.ok) inputs.current[result.firstInvalid]?.focus();
      else if (!latamResult.ok) inputs.current[latamResult.firstInvalid]?.focus();
      return result.ok && latamResult.ok ? { ...result.card, ...latamResult.data, ...choice.data } : null;
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
  if (saved.loading) return <p role="status">{t('payment.card.loadingSaved')}</p>;
  return (
    <>
      <SavedCardChoice saved={saved} disabled={disabled} cvvRef={savedCvv} />
      {!saved.chosen && (
        <fieldset className="card-form">
          <legend>{t('payment.card.legend')}</legend>
          <TextField
            {...field('number')}
            label={t('payment.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            hint={form.detected ? t('payment.card.type', { type: form.detected.title }) : undefined}
            onChange={(e) => form.set('number', e.target.value)}
          />
          <div className="card-form-expiry">
            <SelectField
              {...field('expiryMonth')}
              label={t('payment.card.expiryMonth')}
              autoComplete="cc-exp-month"
              options={[{ value: '', label: t('payment.card.month') }, ...MONTHS.map((m) => ({ value: m, label: m }))]}
              onChange={(e) => form.set('expiryMonth', e.target.value)}
            />
            <SelectField
              {...field('expiryYear')}
              label={t('payment.card.expiryYear')}
              autoComplete="cc-exp-year"
              options={[{ value: '', label: t('payment.card.year') }, ...expiryYears().map((y) => ({ value: y, label: y }))]}
              onChange={(e) => form.set('expiryYear', e.target.value)}
            />
          </div>
          <TextField
            {...field('cvv')}
            label={t('payment.card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            hint={t(form.detected?.code === 'AE' ? 'payment.card.cvvHintFront' : 'payment.card.cvvHint', { count: form.detected?.cvvLength ?? 3 })}
            onChange={(e) => form.set('cvv', e.target.value)}
          />
          <TextField
            {...field('name')}
            label={t('payment.card.name')}
            autoComplete="cc-name"
            maxLength={100}
            onChange={(e) => form.set('name', e.target.value)}
          />
          <LatamFields
            latam={latam}
            disabled={disabled}
            fieldRef={(name) => (el) => {
              inputs.current[name] = el;
            }}
          />
          {saved.offered && (
            <SaveCardOption
              saved={saved}
              disabled={disabled}
              focusRef={(element) => {
                saveChoice.current = element;
              }}
            />
          )}
        </fieldset>
      )}
    </>
  );
}
