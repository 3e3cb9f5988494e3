import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text box in the markup and classes of the shared TextField (ui/field.tsx has
 * no textarea yet), with its error tied to it by aria-describedby.
 */
export function TextAreaField({ label, error, id, ref, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label">
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <textarea id={fieldId} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} {...textarea} />
      {error && (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
