import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from '../i18n/messages';
import './error-summary.css';

/** One invalid field: its input's id, its name as its label shows it, and its error message (as the rule wrote it). */
export interface ErrorSummaryItem {
  id: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The form's invalid fields in the order they show; none, and the summary is gone. */
  errors: readonly ErrorSummaryItem[];
  /** The form's submit count: a new one with errors moves the focus to the summary. */
  attempt: number;
}

/** A link's field: its label scrolled into view above it (as GOV.UK's summary does), then the focus. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label = 'labels' in field ? (field.labels as NodeListOf<HTMLLabelElement> | null)?.[0] : undefined;
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * GOV.UK's error summary at the top of a form that failed its submit: 'There is a problem' and a link
 * per invalid field, its text the field's name and its message in the page's language ('First Name: This
 * is a required field.'), so each link says where it goes (WCAG 2.4.4) though several fields fail alike. It is announced as an alert
 * and takes the focus on each failed submit; a link moves the focus to its field.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusedAttempt = useRef(attempt);
  const shown = errors.length > 0;
  useEffect(() => {
    if (attempt === focusedAttempt.current) return;
    focusedAttempt.current = attempt;
    if (shown) box.current?.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary-title">
        {t('common.errorSummary.title')}
      </h2>
      <ul className="error-summary-list">
        {errors.map(({ id, label, message }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => focusField(event, id)}>
              {label ? t('common.errorSummary.link', { label, message: ruleMessage(message) }) : ruleMessage(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
