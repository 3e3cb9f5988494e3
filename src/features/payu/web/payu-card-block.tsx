import { useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { Message } from '../../../shared/web/ui/message';
import { formatMoney, useMoneyFormat } from '../../../shared/web/ui/price';
import { CARD_EXPIRY_YEARS_AHEAD, ONE_PAYMENT } from '../../payment/domain';
import type { MethodBlockProps } from '../../payment/web';
import { PAYU_PLANS_UNAVAILABLE } from '../domain';
import { type PayuCardField, usePayuCardForm } from './use-payu-card-form';
import type { InstalmentOption } from './use-payu-instalments';
import '../../../shared/web/ui/card-form.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const expiryYears = () => Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(new Date().getFullYear() + i));
/** Shown when the store takes no card type through PayU for the billing country. */

/**
 * payu_gateway_card's block (loaded only when chosen): the card fields, the CPF/CNPJ for a Brazilian billing
 * address and the instalments PayU offers for the basket. At Place Order the card is checked, then tokenised
 * at PayU from this browser: the shop receives PayU's token and the last four digits, never the number or the
 * security code.
 */
export default function PayuCardBlock({ ref, billingCountry, disabled }: MethodBlockProps) {
  const { t } = useTranslation();
  const form = usePayuCardForm(billingCountry);
  const money = useMoneyFormat();
  const inputs = useRef<Partial<Record<PayuCardField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const failureBox = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    async collect() {
      const result = await form.collect();
      if (result.ok) return { ...result.data };
      if (result.firstInvalid) inputs.current[result.firstInvalid]?.focus();
      else failureBox.current?.focus();
      return false;
    },
  }));
  const field = (name: PayuCardField) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[name] = el;
    },
    value: form.values[name],
    error: form.errors[name],
    disabled,
    required: true,
    onBlur: () => form.blur(name),
  });
  const amount = (minor: number) => formatMoney(minor / 100, money);
  const instalmentLabel = (option: InstalmentOption) =>
    option.value === ONE_PAYMENT
      ? t('payu.onePaymentOf', { amount: amount(option.total) })
      : t('payu.interestFree', { count: option.count, amount: amount(option.instalment_amount) });

  if (form.config.isPending) return <p role="status">{t('payment.card.loadingForm')}</p>;
  if (form.types.length === 0) return <Message kind="error">{t('payu.noCardTypes')}</Message>;
  return (
    <fieldset className="card-form payu-card-form">
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
      <TextField {...field('name')} label={t('payment.card.name')} autoComplete="cc-name" maxLength={100} onChange={(e) => form.set('name', e.target.value)} />
      {form.shown.cpf && (
        <TextField
          {...field('cpf')}
          label={t('payment.latam.cpf')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          hint={t('payment.latam.cpfHint')}
          onChange={(e) => form.set('cpf', e.target.value)}
        />
      )}
      {form.shown.instalment && (
        <>
          <SelectField
            {...field('instalment')}
            label={t('payment.latam.instalment')}
            disabled={disabled || form.instalments.isPending}
            options={[
              { value: '', label: form.instalments.isPending ? t('payu.loadingPlans') : t('payment.latam.instalmentPlaceholder') },
              ...form.options.map((o) => ({ value: o.value, label: instalmentLabel(o) })),
            ]}
            onChange={(e) => form.set('instalment', e.target.value)}
          />
          {form.instalments.isError && <Message kind="warning">{PAYU_PLANS_UNAVAILABLE}</Message>}
        </>
      )}
      <div ref={failureBox} tabIndex={-1}>
        {form.failure && <Message kind="error">{form.failure}</Message>}
      </div>
    </fieldset>
  );
}
