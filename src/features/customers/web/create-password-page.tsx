import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useErrorSummary } from '../../../shared/web/ui/use-error-summary';
import { type CreatePasswordFormInput, type CreatePasswordFormOutput, createPasswordFormSchema } from '../domain/account-forms';
import { NewPasswordFields } from './new-password-fields';
import { useResetPassword } from './use-reset-password';
import './customers.css';

/** The reset e-mail's page (`/customer/account/createPassword?token=…`): a new password, by the store's rules. */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('password.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="page account-page">
      <h1>{t('password.resetTitle')}</h1>
      {token ? <CreatePasswordForm token={token} /> : <LinkNotValid />}
    </div>
  );
}

/** Magento's text for a link without a token. */
function LinkNotValid() {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <Message kind="error">{t('password.linkExpired')}</Message>
      <p>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </p>
    </section>
  );
}

function CreatePasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword(token);
  const form = useForm<CreatePasswordFormInput, unknown, CreatePasswordFormOutput>({
    resolver: zodResolver(createPasswordFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const summary = useErrorSummary(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ password }) => {
    if (!reset.isPending) reset.mutate(password);
  });

  if (reset.isSuccess) {
    return (
      <section className="panel">
        <Message kind="success">{t('password.updated')}</Message>
        <p>
          <Link to={paths.login}>{t('password.signIn')}</Link>
        </p>
      </section>
    );
  }
  return (
    <form className="panel account-form" onSubmit={submit} noValidate>
      <ErrorSummary {...summary} />
      <ErrorMessage error={reset.error} />
      {reset.isError ? (
        <p>
          <Link to={paths.forgotPassword}>{t('password.askNewLink')}</Link>
        </p>
      ) : null}
      <NewPasswordFields
        id="new-password"
        replacing
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      <div className="actions">
        <Button type="submit" disabled={reset.isPending}>
          {t('password.resetTitle')}
        </Button>
      </div>
    </form>
  );
}
