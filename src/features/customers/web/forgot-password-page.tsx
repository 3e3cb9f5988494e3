import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { emailField } from '../domain';
import { useRequestReset } from './use-reset-password';
import './customers.css';

const FORGOT_PASSWORD_TITLE = 'Forgot Your Password?';
const FORGOT_PASSWORD_INTRO = 'Please enter your email address below to ask for a password reset.';
/** Magento's answer, the same whether or not an account has that email. */
const RESET_REQUESTED_TEXT = 'If there is an account associated with %1 you will receive an email with a link to reset your password.';

/** 'Forgot Your Password?' (reached from the login form and the checkout's email step). */
export function ForgotPasswordPage() {
  useDocumentTitle(FORGOT_PASSWORD_TITLE);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const reset = useRequestReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
      <h1>{FORGOT_PASSWORD_TITLE}</h1>
      <section className="panel">
        {reset.isSuccess ? (
          <Message kind="success">{RESET_REQUESTED_TEXT.replace('%1', reset.variables)}</Message>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>{FORGOT_PASSWORD_INTRO}</p>
            <TextField
              id="reset-email"
              label="Email"
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
                Reset My Password
              </Button>
              <Link to={paths.login}>Go back</Link>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
