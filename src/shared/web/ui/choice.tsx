import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'radio' | 'checkbox';
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A radio or checkbox wrapped in its label, so the whole row is the click target. */
export function Choice({ type, children, className, ref, ...input }: ChoiceProps) {
  return (
    <label className={className ? `choice ${className}` : 'choice'}>
      <input type={type} ref={ref} {...input} />
      <span className="choice-label">{children}</span>
    </label>
  );
}
