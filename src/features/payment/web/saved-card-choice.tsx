import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { NEW_CARD, type SavedCardsController } from './use-saved-cards';

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
  const { t } = useTranslation();
  /** 'Visa •••• 1111, expires 12/2030': what a saved card shows of itself (never more than its last four digits). */
  const savedCardLabel = (card: { type_label: string; masked: string; expires: string }) =>
    t('payment.savedCards.card', { type: card.type_label, masked: card.masked, expires: card.expires });
  if (saved.cards.length === 0) return null;
  const amex = saved.chosen?.type === 'AE';
  return (
    <>
      <fieldset className="saved-card-choice">
        <legend>{t('payment.savedCards.legend')}</legend>
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
          {t('payment.savedCards.useNewCard')}
        </Choice>
      </fieldset>
      {saved.chosen && (
        <section className="saved-card-section" aria-label={t('payment.savedCards.chosen', { card: savedCardLabel(saved.chosen) })}>
          <TextField
            ref={cvvRef}
            label={t('payment.card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            disabled={disabled}
            value={saved.cvv}
            error={saved.cvvError}
            hint={t(amex ? 'payment.savedCards.cvvHintFront' : 'payment.savedCards.cvvHint', {
              count: amex ? 4 : 3,
              type: saved.chosen.type_label,
              last4: saved.chosen.last4,
            })}
            onChange={(e) => saved.setCvv(e.target.value)}
          />
        </section>
      )}
    </>
  );
}
