import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import { useCartRef } from '../../cart/web';

/** PUT {cart}/set-shipping-notes; failures are silent (spec 001 §4, §8): the note is a courtesy. */
function useSaveShippingNote() {
  const ref = useCartRef();
  return useMutation({
    mutationFn: (comment: string) => api.put<boolean>(`${ref.path}/set-shipping-notes`, { comment }),
  });
}

export interface ShippingNotesProps {
  /** The note already on the cart (Magento's existing_comment). */
  initial: string;
  maxLength: number;
}

/** Spec 001 shipping notes: a comment for the courier, saved whenever the field changes. */
export function ShippingNotes({ initial, maxLength }: ShippingNotesProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveShippingNote();
  const saved = useRef(initial);
  const [text, setText] = useState(initial);

  const commit = () => {
    const note = text.trim();
    if (note === saved.current) return;
    saved.current = note;
    save.mutate(note);
  };

  return (
    <div className="field shipping-notes">
      <div className="field-label">
        <label htmlFor={id}>{t('checkout.notes.label')}</label>
      </div>
      <textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('checkout.notes.hint')} {text.length}/{maxLength}
        {save.isPending && (
          <span className="saving" role="status">
            {' '}
            {t('checkout.notes.saving')}
          </span>
        )}
      </p>
    </div>
  );
}
