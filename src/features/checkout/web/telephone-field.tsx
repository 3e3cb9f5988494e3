import { type ChangeEvent, useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normaliseUkMobileInput, UK_NO_MOBILE_DUMMY_TELEPHONE } from '../../../shared/domain/validation';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { usesUkMobileRule } from '../domain/uk-telephone';
import { prepareTelephoneRule } from './telephone-rule';

export interface TelephoneFieldProps {
  field: UseFormRegisterReturn;
  /** The telephone as the form holds it (the dummy number when 'no UK mobile' is ticked). */
  value: string;
  countryId: string;
  error?: string;
  id: string;
  autoComplete: string;
}

/**
 * The address telephone. For a UK address it is the UK mobile field of spec 001 §5: typing is cut to
 * 12 characters (spaces dropped), and shoppers without a UK mobile tick a box that sends the fixed
 * dummy number instead. Elsewhere it is a plain telephone field checked for its country.
 */
export function TelephoneField({ field, value, countryId, error, id, autoComplete }: TelephoneFieldProps) {
  const { t } = useTranslation();
  const ukMobile = usesUkMobileRule(countryId);
  const [noMobile, setNoMobile] = useState(ukMobile && value === UK_NO_MOBILE_DUMMY_TELEPHONE);
  useEffect(() => prepareTelephoneRule(countryId), [countryId]);
  const emit = (next: string) => void field.onChange({ target: { name: field.name, value: next }, type: 'change' });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (ukMobile) event.target.value = normaliseUkMobileInput(event.target.value);
    void field.onChange(event);
  };
  const toggleNoMobile = (checked: boolean) => {
    setNoMobile(checked);
    emit(checked ? UK_NO_MOBILE_DUMMY_TELEPHONE : '');
  };

  return (
    <div className="telephone-field">
      {!(ukMobile && noMobile) && (
        <TextField
          id={id}
          label={t('checkout.address.telephone')}
          type="tel"
          inputMode="tel"
          required
          autoComplete={autoComplete}
          error={error}
          hint={ukMobile ? t('checkout.address.ukMobileHint') : undefined}
          {...field}
          onChange={onChange}
        />
      )}
      {ukMobile && (
        <Choice type="checkbox" checked={noMobile} onChange={(event) => toggleNoMobile(event.target.checked)}>
          {t('checkout.address.noUkMobile')}
        </Choice>
      )}
    </div>
  );
}
