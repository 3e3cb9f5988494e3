import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
// The rule modules, not the validation barrel, which would bring zod and phone metadata to this page.
import { validateItemQuantity } from '../../../shared/domain/validation/quantity-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { Button } from '../../../shared/web/ui/button';

export interface QuantityStepperProps {
  value: number;
  /** The product's name, so every line's controls have distinct accessible names. */
  itemName: string;
  max?: number | null;
  disabled?: boolean;
  onChange: (qty: number) => void;
  /** Spec 000 §4: minus at quantity 1 asks for the line to be removed. */
  onRemove: () => void;
  /** The basket form's field name (`cart[{itemId}][qty]`). */
  name?: string;
  /** Bumped when the server refuses the typed quantity: the field shows the line's quantity again. */
  resetSignal?: number;
}

/**
 * −/+ buttons around a quantity input; a typed quantity is sent on Enter or when leaving the field.
 * While a change is being saved (`disabled`) the controls ignore input but keep keyboard focus.
 */
export function QuantityStepper({ value, itemName, max, disabled, onChange, onRemove, name, resetSignal }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string>();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetSignal is a trigger: the draft goes back to the value when the basket asks.
  useEffect(() => setDraft(String(value)), [value, resetSignal]);

  const commit = () => {
    if (disabled || draft.trim() === String(value)) return;
    const failure = validateItemQuantity(draft, { maxAllowed: max });
    if (failure) {
      // As the update-cart validation does: keep the previous quantity and say why.
      setError(ruleFailureText(failure));
      setDraft(String(value));
      return;
    }
    setError(undefined);
    onChange(Number(draft));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const step = (delta: 1 | -1) => {
    if (disabled) return;
    setError(undefined);
    if (delta < 0 && value <= 1) onRemove();
    else onChange(value + delta);
  };

  return (
    <div className="qty-stepper">
      <label htmlFor={id}>
        <Trans i18nKey="basket.line.quantity" values={{ name: itemName }} components={{ hidden: <span className="visually-hidden" /> }} />
      </label>
      <div className="qty-stepper-controls">
        <Button variant="icon" aria-label={t('basket.line.decrease', { name: itemName })} aria-disabled={disabled || undefined} onClick={() => step(-1)}>
          −
        </Button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={max ?? undefined}
          value={draft}
          readOnly={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="icon"
          aria-label={t('basket.line.increase', { name: itemName })}
          disabled={max != null && value >= max}
          aria-disabled={disabled || undefined}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
