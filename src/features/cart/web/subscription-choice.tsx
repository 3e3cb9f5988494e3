import { Choice } from '../../../shared/web/ui/choice';

export interface SubscriptionChoiceProps {
  itemId: number;
  itemName: string;
  subscribed: boolean;
  disabled?: boolean;
  onChange: (subscribe: boolean) => void;
}

/** A basket line's purchase option: subscribe (monthly) or buy once. */
export function SubscriptionChoice({ itemId, itemName, subscribed, disabled, onChange }: SubscriptionChoiceProps) {
  const name = `purchase-option-${itemId}`;
  return (
    <fieldset className="subscription-choice" disabled={disabled}>
      <legend>
        Purchase option{' '}<span className="visually-hidden">for {itemName}</span>
      </legend>
      <Choice type="radio" name={name} checked={!subscribed} onChange={() => onChange(false)}>
        One-time purchase
      </Choice>
      <Choice type="radio" name={name} checked={subscribed} onChange={() => onChange(true)}>
        Subscribe <span className="choice-note">– delivered every month</span>
      </Choice>
    </fieldset>
  );
}
