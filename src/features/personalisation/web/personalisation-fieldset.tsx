import { type Ref, useId, useImperativeHandle, useMemo } from 'react';
import { useForm } from 'react-hook-form';
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

  const textHint = `Up to ${options.max_length} characters.`;
  return (
    <fieldset className="personalisation" disabled={disabled} aria-describedby={hintId}>
      <legend>Personalise your device</legend>
      <p id={hintId} className="field-hint">
        Optional: have your device engraved on the front, the back or both. Leave the text empty for no engraving.
      </p>
      <div className="personalisation-sides">
        <fieldset className="personalisation-side">
          <legend>Front</legend>
          <TextField label="Front text" autoComplete="off" hint={textHint} error={errors.front?.text?.message} {...form.register('front.text')} />
          <SelectField
            label="Front typeface"
            options={choices(options.typefaces)}
            error={errors.front?.typeface?.message}
            {...form.register('front.typeface')}
          />
          <SelectField
            label="Front orientation"
            options={choices(options.orientations)}
            error={errors.front?.orientation?.message}
            {...form.register('front.orientation')}
          />
          <SelectField label="Front pattern" options={withNone(options.patterns)} error={errors.front?.pattern?.message} {...form.register('front.pattern')} />
          <SelectField label="Front icon" options={withNone(options.icons)} error={errors.front?.icon?.message} {...form.register('front.icon')} />
        </fieldset>
        <fieldset className="personalisation-side">
          <legend>Back</legend>
          <TextField label="Back text" autoComplete="off" hint={textHint} error={errors.back?.text?.message} {...form.register('back.text')} />
          <SelectField label="Back typeface" options={choices(options.typefaces)} error={errors.back?.typeface?.message} {...form.register('back.typeface')} />
          <SelectField
            label="Back orientation"
            options={choices(options.orientations)}
            error={errors.back?.orientation?.message}
            {...form.register('back.orientation')}
          />
        </fieldset>
      </div>
    </fieldset>
  );
}
