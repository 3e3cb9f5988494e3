import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { type CreatePasswordFormInput, type CreatePasswordFormOutput, createPasswordFormSchema, NEW_PASSWORD_HINT } from '../domain/account-forms';
import { useResetPassword } from './use-reset-password';
import './customers.css';

const CREATE_PASSWORD_TITLE = 'Set a New Password';
/** Magento's texts for a link without a token, and for the password set. */
const LINK_NOT_VALID = 'Your password reset link has expired.';
const PASSWORD_UPDATED = 'You updated your password.';

/** The reset e-mail's page (`/customer/account/createPassword?token=…`): a new password, by the store's rules. */
export function CreatePasswordPage() {
  useDocumentTitle(CREATE_PASSWORD_TITLE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="page account-page">
      <h1>{CREATE_PASSWORD_TITLE}</h1>
      {token ? <CreatePasswordForm token={token} /> : <LinkNotValid />}
    </div>
  );
}

function LinkNotValid() {
  return (
    <section className="panel">
      <Message kind="error">{LINK_NOT_VALID}</Message>
      <p>
        <Link to={paths.forgotPassword}>Forgot Your Password?</Link>
      </p>
    </section>
  );
}

function CreatePasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const form = useForm<CreatePasswordFormInput, unknown, CreatePasswordFormOutput>({ resolver: zodResolver(createPasswordFormSchema), mode: 'onTouched' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ password }) => {
    if (!reset.isPending) reset.mutate(password);
  });

  if (reset.isSuccess) {
    return (
      <section className="panel">
        <Message kind="success">{PASSWORD_UPDATED}</Message>
        <p>
          <Link to={paths.login}>Sign in</Link>
        </p>
      </section>
    );
  }
  return (
    <form className="panel account-form" onSubmit={submit} noValidate>
      <ErrorMessage error={reset.error} />
      {reset.isError ? (
        <p>
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        </p>
      ) : null}
      <TextField
        id="new-password"
        label="New Password"
        type="password"
        required
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="new-password-confirmation"
        label="Confirm New Password"
        type="password"
        required
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <div className="actions">
        <Button type="submit" disabled={reset.isPending}>
          Set a New Password
        </Button>
      </div>
    </form>
  );
}
