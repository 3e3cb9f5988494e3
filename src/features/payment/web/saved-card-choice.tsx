import type { Ref } from 'react';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { NEW_CARD, type SavedCardsController } from './use-saved-cards';

const SAVED_CARDS_LEGEND = 'Pay with';
const USE_NEW_CARD = 'Use a new card';

/** 'Visa •••• 1111, expires 12/2030': what a saved card shows of itself (never more than its last four digits). */
function savedCardLabel(card: { type_label: string; masked: string; expires: string }): string {
  return `${card.type_label} ${card.masked}, expires ${card.expires}`;
}

interface SavedCardChoiceProps {
  saved: SavedCardsController;
  disabled?: boolean;
  cvvRef?: Ref<HTMLInputElement>;
}

/**
 * Spec 002 §4 "Card form": a customer's saved cards as choices before 'Use a new card'. Choosing a saved
 * card shows its section (the security code typed again: 4 digits for American Express, else 3) and
 * hides the new-card fields; choosing a new card does the opposite.
 */
export function SavedCardChoice({ saved, disabled, cvvRef }: SavedCardChoiceProps) {
  if (saved.cards.length === 0) return null;
  const amex = saved.chosen?.type === 'AE';
  return (
    <>
      <fieldset className="saved-card-choice">
        <legend>{SAVED_CARDS_LEGEND}</legend>
        {saved.cards.map((card) => (
          <Choice
            key={card.id}
            type="radio"
            name="saved_card"
            value={String(card.id)}
            checked={saved.choice === String(card.id)}
            disabled={disabled}
            onChange={() => saved.choose(String(card.id))}
          >
            {savedCardLabel(card)}
          </Choice>
        ))}
        <Choice type="radio" name="saved_card" value={NEW_CARD} checked={saved.choice === NEW_CARD} disabled={disabled} onChange={() => saved.choose(NEW_CARD)}>
          {USE_NEW_CARD}
        </Choice>
      </fieldset>
      {saved.chosen && (
        <section className="saved-card-section" aria-label={`Saved card ${savedCardLabel(saved.chosen)}`}>
          <TextField
            ref={cvvRef}
            label="Card Verification Number"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            disabled={disabled}
            value={saved.cvv}
            error={saved.cvvError}
            hint={`${amex ? 4 : 3} digits, ${amex ? 'on the front' : 'on the back'} of your ${saved.chosen.type_label} ending ${saved.chosen.last4}`}
            onChange={(e) => saved.setCvv(e.target.value)}
          />
        </section>
      )}
    </>
  );
}
