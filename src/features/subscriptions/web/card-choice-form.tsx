import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import type { CardChoiceProps } from './subscription-delivery';

/** A saved card as the chooser offers it: its id and what it says of itself (never more than its last four digits). */
interface CardOption {
  id: number;
  label: string;
}

interface CardChoiceFormProps extends CardChoiceProps {
  cards: CardOption[];
  loading: boolean;
  error: unknown;
}

/** The customer's saved subscription cards as radios, the one in use checked; 'Use this card' sends the one chosen. */
export function CardChoiceForm({ cards, loading, error, currentCardId, disabled, onSave, onCancel }: CardChoiceFormProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  if (loading) return <Loading />;
  const chosen = picked ?? currentCardId;
  const others = cards.some((card) => card.id !== currentCardId);
  return (
    <form
      className="subscription-card-choice"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null && chosen !== currentCardId) onSave(chosen);
      }}
    >
      <ErrorMessage error={error} />
      {others ? (
        <fieldset>
          <legend>{t('subscriptions.card.legend')}</legend>
          {cards.map((card) => (
            <Choice
              key={card.id}
              type="radio"
              name="subscription_card"
              value={String(card.id)}
              checked={chosen === card.id}
              disabled={disabled}
              onChange={() => setPicked(card.id)}
            >
              {card.id === currentCardId ? t('subscriptions.card.inUse', { card: card.label }) : card.label}
            </Choice>
          ))}
        </fieldset>
      ) : (
        !error && <p>{t('subscriptions.card.noOther')}</p>
      )}
      <div className="subscription-editor-actions">
        {others && (
          <Button type="submit" disabled={disabled || chosen === null || chosen === currentCardId}>
            {t('subscriptions.card.use')}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
