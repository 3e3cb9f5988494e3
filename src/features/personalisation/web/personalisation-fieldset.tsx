import { type Ref, useId, useImperativeHandle, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PersonalisationOptions } from '../../../shared/web/api/types';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import type { PersonalisationRecord } from '../domain';
import { NO_CHOICE, type PersonalisationDraft, type PersonalisationFormOutput, emptyDraft, personalisationResolver } from './personalisation-form';
import './personalisation.css';

export type PersonalisationReading = { ok: true; personalisation: PersonalisationRecord | undefined } | { ok: false };

export interface PersonalisationFieldsetHandle {
  /**
   * Checks the engraving with the domain's schema, showing each problem under its field and moving
   * focus to the first; answers the engraving (undefined when the shopper left it out) or not ok.
   */
  read(): Promise<PersonalisationReading>;
}

export interface PersonalisationFieldsetProps {
  /** What the product can be engraved with (its `personalisation_options`). */
  options: PersonalisationOptions;
  disabled?: boolean;
  ref?: Ref<PersonalisationFieldsetHandle>;
}

const choices = (values: string[]) => values.map((value) => ({ value, label: value }));
const withNone = (values: string[]) => choices(values.includes(NO_CHOICE) ? values : [NO_CHOICE, ...values]);

/**
 * The optional "Personalise your device" fields of the add-to-basket form: front (text, typeface,
 * orientation, pattern, icon) and back (text, typeface, orientation). Loaded only on the product page
 * of a personalisable device, so zod and the form library stay out of other pages.
 */
export function PersonalisationFieldset({ options, disabled, ref }: PersonalisationFieldsetProps) {
  const { t } = useTranslation();
  const start = useMemo(() => emptyDraft(options), [options]);
  const resolver = useMemo(() => personalisationResolver(start), [start]);
  const form = useForm<PersonalisationDraft, unknown, PersonalisationFormOutput>({ defaultValues: start, resolver, mode: 'onTouched' });
  const errors = form.formState.errors;
  const hintId = useId();

  useImperativeHandle(
    ref,
    () => ({
      read: () =>
        new Promise<PersonalisationReading>((resolve) => {
          void form.handleSubmit(
            (out) => resolve({ ok: true, personalisation: out.personalisation }),
            () => resolve({ ok: false }),
          )();
        }),
    }),
    [form],
  );

  const textHint = t('personalisation.textHint', { count: options.max_length });
  return (
    <fieldset className="personalisation" disabled={disabled} aria-describedby={hintId}>
      <legend>{t('personalisation.legend')}</legend>
      <p id={hintId} className="field-hint">
        {t('personalisation.hint')}
      </p>
      <div className="personalisation-sides">
        <fieldset className="personalisation-side">
          <legend>{t('personalisation.front')}</legend>
          <TextField
            label={t('personalisation.frontText')}
            autoComplete="off"
            hint={textHint}
            error={errors.front?.text?.message}
            {...form.register('front.text')}
          />
          <SelectField
            label={t('personalisation.frontTypeface')}
            options={choices(options.typefaces)}
            error={errors.front?.typeface?.message}
            {...form.register('front.typeface')}
          />
          <SelectField
            label={t('personalisation.frontOrientation')}
            options={choices(options.orientations)}
            error={errors.front?.orientation?.message}
            {...form.register('front.orientation')}
          />
          <SelectField
            label={t('personalisation.frontPattern')}
            options={withNone(options.patterns)}
            error={errors.front?.pattern?.message}
            {...form.register('front.pattern')}
          />
          <SelectField
            label={t('personalisation.frontIcon')}
            options={withNone(options.icons)}
            error={errors.front?.icon?.message}
            {...form.register('front.icon')}
          />
        </fieldset>
        <fieldset className="personalisation-side">
          <legend>{t('personalisation.back')}</legend>
          <TextField
            label={t('personalisation.backText')}
            autoComplete="off"
            hint={textHint}
            error={errors.back?.text?.message}
            {...form.register('back.text')}
          />
          <SelectField
            label={t('personalisation.backTypeface')}
            options={choices(options.typefaces)}
            error={errors.back?.typeface?.message}
            {...form.register('back.typeface')}
          />
          <SelectField
            label={t('personalisation.backOrientation')}
            options={choices(options.orientations)}
            error={errors.back?.orientation?.message}
            {...form.register('back.orientation')}
          />
        </fieldset>
      </div>
    </fieldset>
  );
}
