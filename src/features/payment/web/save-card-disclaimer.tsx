import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { useModalFocus } from '../../../shared/web/ui/use-modal-focus';
import type { SavedCardsController } from './use-saved-cards';
import './saved-cards.css';
import { ruleMessage } from '../../../shared/web/i18n/messages';

/** Spec 002 §9: the disclaimer dialog is 450 px wide and 350 px high (smaller screens: the screen). */
export const DISCLAIMER_DIALOG_SIZE = { width: 450, height: 350 } as const;

interface SaveCardOptionProps {
  saved: SavedCardsController;
  disabled?: boolean;
  /** The control the shopper is sent to when the save choice needs correcting (the checkbox, or the disclaimer's button). */
  focusRef?: (element: HTMLElement | null) => void;
}

/**
 * 'Save my card' on the new-card form (customers only): the store's disclaimer opens in a modal dialog;
 * 'Agree' accepts it (needed to save when the store makes it mandatory, CCAM5), 'Disagree' withdraws it.
 * A subscription's card is saved without asking: a note instead of the checkbox, the disclaimer as ever.
 */
export function SaveCardOption({ saved, disabled, focusRef }: SaveCardOptionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const mandatory = saved.config?.disclaimerMandatory ?? false;
  const invalid = { 'aria-describedby': saved.choiceError ? errorId : undefined, 'aria-invalid': saved.choiceError ? true : undefined };
  return (
    <div className="save-card-option">
      {saved.saveRequired ? (
        // A subscription's card is always saved: said where 'save my card' would be.
        <p className="save-card-required">{t('payment.savedCards.subscriptionCardSaved')}</p>
      ) : (
        <Choice
          type="checkbox"
          name="save_my_card"
          ref={focusRef}
          checked={saved.saveCard}
          disabled={disabled}
          {...invalid}
          onChange={(e) => saved.setSaveCard(e.target.checked)}
        >
          {t('payment.savedCards.saveMyCard')}
        </Choice>
      )}
      {saved.saveCard && saved.config?.disclaimer && (
        <div className="save-card-disclaimer">
          <Button
            variant="secondary"
            type="button"
            disabled={disabled}
            ref={saved.saveRequired ? focusRef : undefined}
            {...(saved.saveRequired ? invalid : {})}
            onClick={() => setOpen(true)}
          >
            {t('payment.savedCards.readDisclaimer')}
          </Button>
          <p className="field-hint" role="status">
            {saved.disclaimerAccepted ? t('payment.savedCards.disclaimerAccepted') : mandatory ? t('payment.savedCards.disclaimerNeeded') : ''}
          </p>
        </div>
      )}
      {saved.choiceError && (
        <p id={errorId} className="field-error" role="alert">
          {ruleMessage(saved.choiceError)}
        </p>
      )}
      {open && saved.config && (
        <DisclaimerDialog
          text={saved.config.disclaimer}
          onAgree={() => {
            saved.setDisclaimerAccepted(true);
            setOpen(false);
          }}
          onDisagree={() => {
            saved.setDisclaimerAccepted(false);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The disclaimer as a modal: labelled by its title, described by its text, focus kept inside, Escape closes, focus goes back. */
function DisclaimerDialog({ text, onAgree, onDisagree, onClose }: { text: string; onAgree: () => void; onDisagree: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(box, () => box.current?.querySelector<HTMLElement>('.button-primary'), onClose);
  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="dialog save-card-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        style={{ width: `min(${DISCLAIMER_DIALOG_SIZE.width}px, 100%)`, height: `min(${DISCLAIMER_DIALOG_SIZE.height}px, calc(100dvh - 2rem))` }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {t('payment.savedCards.disclaimerTitle')}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the disclaimer scrolls: a keyboard user must be able to focus it to scroll it (WCAG 2.1.1). */}
        <div id={bodyId} className="dialog-body save-card-dialog-body" tabIndex={0}>
          <p>{text}</p>
        </div>
        <div className="dialog-actions">
          <Button onClick={onAgree}>{t('payment.savedCards.agree')}</Button>
          <Button variant="secondary" onClick={onDisagree}>
            {t('payment.savedCards.disagree')}
          </Button>
        </div>
      </div>
    </div>
  );
}
