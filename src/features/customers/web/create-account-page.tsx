import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useErrorSummary } from '../../../shared/web/ui/use-error-summary';
import { type CreateAccountFormInput, type CreateAccountFormOutput, createAccountFormSchema } from '../domain/account-forms';
import { useCreateAccount } from './create-customer';
import { NewPasswordFields } from './new-password-fields';
import './customers.css';

/** 'Create New Customer Account'; once the account is made (and signed in) the shopper goes on to `returnTo`. */
export function CreateAccountPage({ returnTo = paths.home }: { returnTo?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountFormOutput>({
    resolver: zodResolver(createAccountFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const summary = useErrorSummary(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (!createAccount.isPending) createAccount.mutate(values, { onSuccess: () => navigate(returnTo) });
  });

  return (
    <div className="page account-page">
      <h1>{t('register.title')}</h1>
      <form className="panel account-form" onSubmit={submit} noValidate>
        <ErrorSummary {...summary} />
        <ErrorMessage error={createAccount.error} />
        <fieldset>
          <legend>{t('register.personalInformation')}</legend>
          <TextField
            id="create-firstname"
            label={t('register.firstName')}
            required
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...form.register('firstname')}
          />
          <TextField
            id="create-lastname"
            label={t('register.lastName')}
            required
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...form.register('lastname')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('register.signInInformation')}</legend>
          <TextField
            id="create-email"
            label={t('login.email')}
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordFields
            id="create-password"
            replacing={false}
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          />
        </fieldset>
        <div className="actions">
          <Button type="submit" disabled={createAccount.isPending}>
            {t('header.createAccount')}
          </Button>
        </div>
      </form>
    </div>
  );
}
