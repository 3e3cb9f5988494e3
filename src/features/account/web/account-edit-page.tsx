import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { REQUIRED_MESSAGE, emailSchema, nameSchema } from '../../../shared/domain/validation/forms';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useErrorSummary } from '../../../shared/web/ui/use-error-summary';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '../../customers/domain';
import { NewPasswordFields } from '../../customers/web';
import { AccountLayout } from './account-layout';
import { type AccountCustomer, useAccountCustomer, useChangePassword, useSaveCustomer } from './account-api';

/** 'Account Information': name and email (the current password to change the email), and the password change. */
export function AccountEditPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('account.information')}>
      <AccountEdit />
    </AccountLayout>
  );
}

function AccountEdit() {
  const customer = useAccountCustomer();
  if (customer.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  return (
    <div className="account-blocks">
      <DetailsForm customer={customer.data} />
      <PasswordForm email={customer.data.email} />
    </div>
  );
}

const detailsSchema = (currentEmail: string) =>
  z
    .object({ firstname: nameSchema, lastname: nameSchema, email: emailSchema, currentPassword: z.string() })
    .refine((v) => v.email.toLowerCase() === currentEmail.toLowerCase() || v.currentPassword !== '', { path: ['currentPassword'], message: REQUIRED_MESSAGE });

type DetailsValues = { firstname: string; lastname: string; email: string; currentPassword: string };

function DetailsForm({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema(customer.email)),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, currentPassword: '' },
  });
  const summary = useErrorSummary(form);
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanges = email.trim().toLowerCase() !== customer.email;
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      {
        customer,
        change: {
          firstname: values.firstname,
          lastname: values.lastname,
          email: values.email,
          currentPassword: emailChanges ? values.currentPassword : undefined,
        },
      },
      { onSuccess: () => form.resetField('currentPassword') },
    );
  });
  return (
    <form className="panel account-form" onSubmit={submit} noValidate aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">{t('account.information')}</h2>
      <ErrorSummary {...summary} />
      {save.isSuccess && <Message kind="success">{t('account.edit.saved')}</Message>}
      <ErrorMessage error={save.error} />
      <TextField
        id="account-firstname"
        label={t('register.firstName')}
        required
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...form.register('firstname')}
      />
      <TextField
        id="account-lastname"
        label={t('register.lastName')}
        required
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...form.register('lastname')}
      />
      <TextField
        id="account-email"
        label={t('login.email')}
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {emailChanges && (
        <TextField
          id="account-current-password"
          label={t('account.edit.currentPassword')}
          type="password"
          required
          autoComplete="current-password"
          hint={t('account.edit.currentPasswordHint')}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <div className="actions">
        <Button type="submit" disabled={save.isPending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema(email)),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { currentPassword: '', password: '', password_confirmation: '' },
  });
  const summary = useErrorSummary(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ currentPassword, password }) => {
    if (!change.isPending) change.mutate({ currentPassword, newPassword: password }, { onSuccess: () => form.reset() });
  });
  return (
    <form id="change-password" className="panel account-form" onSubmit={submit} noValidate aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('account.changePassword')}</h2>
      <ErrorSummary {...summary} />
      {change.isSuccess && <Message kind="success">{t('account.edit.passwordChanged')}</Message>}
      <ErrorMessage error={change.error} />
      <TextField
        id="password-current"
        label={t('account.edit.currentPassword')}
        type="password"
        required
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        id="password-new"
        replacing
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      <div className="actions account-actions">
        <Button type="submit" disabled={change.isPending}>
          {t('account.changePassword')}
        </Button>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
