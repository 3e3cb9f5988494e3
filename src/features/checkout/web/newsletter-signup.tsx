import { Choice } from '../../../shared/web/ui/choice';

export interface NewsletterSignupProps {
  label: string;
  note: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** Spec 002 §5 check 10: 'Sign Up for Newsletter', saved before the order is placed when ticked. */
export function NewsletterSignup({ label, note, checked, onChange, disabled }: NewsletterSignupProps) {
  return (
    <div className="newsletter-signup">
      <Choice
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-describedby={note ? 'newsletter-note' : undefined}
      >
        {label}
      </Choice>
      {note && (
        <p id="newsletter-note" className="field-hint">
          {note}
        </p>
      )}
    </div>
  );
}
