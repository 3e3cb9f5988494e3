import { useRuleMessage } from '../i18n/messages';
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface FieldFrame {
  label: string;
  error?: string;
  /** Help or advisory text under the control, announced with it. */
  hint?: ReactNode;
  required?: boolean;
}

/** The field's own descriptions (its error, its hint) after any the caller names (a captcha's question). */
function describedBy(id: string, error?: string, hint?: ReactNode, others?: string): string | undefined {
  return [others ?? '', error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, hint, required, children }: FieldFrame & { id: string; children: ReactNode }) {
  const ruleMessage = useRuleMessage();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so the field's name is exactly its label text. */}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {ruleMessage(error)}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function TextField({ label, error, hint, required, id, ref, 'aria-describedby': others, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} required={required}>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(inputId, error, hint, others)}
        {...input}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  ref?: Ref<HTMLSelectElement>;
  options: { value: string; label: string }[];
}

export function SelectField({ label, error, hint, required, id, ref, options, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Frame id={selectId} label={label} error={error} hint={hint} required={required}>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
