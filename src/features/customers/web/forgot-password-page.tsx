import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { emailField } from '../domain';
import { useRequestReset } from './use-reset-password';
import './customers.css';

/** 'Forgot Your Password?' (reached from the login form and the checkout's email step). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.forgotPassword'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const reset = useRequestReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const parsed = emailField.safeParse(email.trim());
    if (!parsed.success) {
      setError(email.trim() ? parsed.error.issues[0]?.message : REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    reset.mutate(parsed.data);
  };

  return (
    <div className="page account-page">
      <h1>{t('login.forgotPassword')}</h1>
      <section className="panel">
        {reset.isSuccess ? (
          // Magento's answer, the same whether or not an account has that email.
          <Message kind="success">{t('password.resetRequested', { email: reset.variables })}</Message>
        ) : (
          <form onSubmit={submit} noValidate>
            <ErrorSummary errors={error ? [{ id: 'reset-email', label: t('login.email'), message: error }] : []} attempt={attempt} />
            <p>{t('password.forgotIntro')}</p>
            <TextField
              id="reset-email"
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            <ErrorMessage error={reset.error} />
            <div className="actions">
              <Button type="submit" disabled={reset.isPending}>
                {t('password.resetMyPassword')}
              </Button>
              <Link to={paths.login}>{t('password.goBack')}</Link>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
