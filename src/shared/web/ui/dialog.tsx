import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, useModalFocus } from './use-modal-focus';
import { Button } from './button';
import './dialog.css';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The main action; with `onCancel` this is a confirmation, without it an alert. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  busy?: boolean;
  /** The main action waits (it stays focusable, marked aria-disabled) until the content allows it. */
  confirmDisabled?: boolean;
  /**
   * Where focus starts: the main action (a confirm or alert), or the first field of the content (a
   * form in a popup, such as a new address). A form's content is not read out as the description.
   */
  initialFocus?: 'action' | 'content';
}

/**
 * A modal confirm or alert: focus moves into it and stays there (Tab wraps), Escape cancels (or closes
 * an alert), and focus goes back where it was when it closes. Render it only while open.
 */
export function Dialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy, confirmDisabled, initialFocus = 'action' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(
    box,
    () =>
      (initialFocus === 'content' ? box.current?.querySelector<HTMLElement>(`.dialog-body :is(${FOCUSABLE})`) : null) ??
      box.current?.querySelector<HTMLElement>('.dialog-actions .button-primary'),
    () => !busy && (onCancel ?? onConfirm)(),
  );

  return (
    <div className="dialog-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog's keys: Escape closes it and Tab stays inside (useModalFocus). */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both take aria-modal. */}
      <div
        ref={box}
        className="dialog"
        role={onCancel ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={initialFocus === 'action' ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        <div className="dialog-actions">
          {/* While busy the buttons ignore presses but stay focusable, so focus never leaves the dialog. */}
          <Button onClick={() => !busy && !confirmDisabled && onConfirm()} aria-disabled={busy || confirmDisabled || undefined} aria-busy={busy || undefined}>
            {confirmLabel ?? t('common.ok')}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={() => !busy && onCancel()} aria-disabled={busy || undefined}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
