import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../shared/web/api/client';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { emailField } from '../domain';
import './customers.css';

const FORGOT_PASSWORD_TITLE = 'Forgot Your Password?';
const FORGOT_PASSWORD_INTRO = 'Please enter your email address below to ask for a password reset.';
/**
 * The same answer whether or not an account has that email. The shop sends no e-mail yet, so it says so
 * and where help is, rather than promising a link.
 */
const RESET_REQUESTED_TEXT =
  'We have noted your request for %1. We cannot send password reset emails yet: to reset your password, please contact our customer service.';

/** PUT customers/password: the server records a reset link for the account, if there is one (nothing is sent yet). */
function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => api.put<boolean>('customers/password', { email, template: 'email_reset' }),
  });
}

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
