import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { ONE_PAYMENT } from '../domain/messages';
import { STATEMENT_MAX_LENGTH } from '../domain/latam';
import type { LatamField, LatamFieldsController } from './use-latam-fields';

interface LatamFieldsProps {
  latam: LatamFieldsController;
  disabled?: boolean;
  /** Each field's element, for the focus on the first invalid one. */
  fieldRef: (field: LatamField) => Ref<HTMLInputElement & HTMLSelectElement>;
}

/** The card form's Latin-American fields: CPF/CNPJ (Brazil), instalments, the statement text. Nothing elsewhere. */
export function LatamFields({ latam, disabled, fieldRef }: LatamFieldsProps) {
  const { t } = useTranslation();
  const { shown, values, errors } = latam;
  const instalmentLabel = (option: string) =>
    option === ONE_PAYMENT ? t('payment.latam.onePayment') : t('payment.latam.instalments', { count: Number(option) });
  if (!shown.cpf && !shown.instalment && !shown.statement) return null;
  return (
    <>
      {shown.cpf && (
        <TextField
          ref={fieldRef('cpf')}
          label={t('payment.latam.cpf')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          required
          disabled={disabled}
          value={values.cpf}
          error={errors.cpf}
          hint={t('payment.latam.cpfHint')}
          onChange={(e) => latam.set('cpf', e.target.value)}
          onBlur={() => latam.blur('cpf')}
        />
      )}
      {shown.instalment && (
        <SelectField
          ref={fieldRef('instalment')}
          label={t('payment.latam.instalment')}
          required
          disabled={disabled || latam.loadingOptions}
          value={values.instalment}
          error={errors.instalment}
          options={[
            { value: '', label: t('payment.latam.instalmentPlaceholder') },
            ...latam.options.map((option) => ({ value: option, label: instalmentLabel(option) })),
          ]}
          onChange={(e) => latam.set('instalment', e.target.value)}
          onBlur={() => latam.blur('instalment')}
        />
      )}
      {shown.statement && (
        <TextField
          ref={fieldRef('statement')}
          label={t('payment.latam.statement')}
          autoComplete="off"
          maxLength={STATEMENT_MAX_LENGTH}
          required
          disabled={disabled}
          value={values.statement}
          error={errors.statement}
          hint={t('payment.latam.statementHint')}
          onChange={(e) => latam.set('statement', e.target.value)}
          onBlur={() => latam.blur('statement')}
        />
      )}
    </>
  );
}
