import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useRuleMessage } from '../i18n/messages';

type Kind = 'error' | 'success' | 'info' | 'warning';

/** Errors interrupt (role="alert"); successes are announced politely (role="status"). */
export function Message({ kind = 'info', children, id }: { kind?: Kind; children: ReactNode; id?: string }) {
  const ruleMessage = useRuleMessage();
  const role = kind === 'error' ? 'alert' : kind === 'success' ? 'status' : undefined;
  return (
    <div id={id} role={role} className={`message message-${kind}`}>
      {typeof children === 'string' ? ruleMessage(children) : children}
    </div>
  );
}

/** The message of a failed call, already in the shopper's words (ApiError) or the generic one. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error instanceof ApiError ? error.message : t('common.genericFailure');
  return <Message kind="error">{text}</Message>;
}
