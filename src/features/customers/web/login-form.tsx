import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { useLogin } from './session/use-login';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useErrorSummary } from '../../../shared/web/ui/use-error-summary';
import { type LoginFormInput, loginFormSchema } from '../domain/account-forms';

/** Email and password; a wrong pair is the server's message in an alert above the fields. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginFormInput>({ resolver: zodResolver(loginFormSchema), mode: 'onTouched', shouldFocusError: false });
  const summary = useErrorSummary(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (!login.isPending) login.mutate(values, { onSuccess: onLoggedIn });
  });

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary {...summary} />
      <ErrorMessage error={login.error} />
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="actions">
        <Button type="submit" disabled={login.isPending}>
          {t('login.signIn')}
        </Button>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
