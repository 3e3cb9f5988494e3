import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { type CreateAccountFormInput, type CreateAccountFormOutput, createAccountFormSchema, NEW_PASSWORD_HINT } from '../domain/account-forms';
import { useCreateAccount } from './create-customer';
import './customers.css';

/** 'Create New Customer Account'; once the account is made (and signed in) the shopper goes on to `returnTo`. */
export function CreateAccountPage({ returnTo = paths.home }: { returnTo?: string }) {
  useDocumentTitle('Create New Customer Account');
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountFormOutput>({
    resolver: zodResolver(createAccountFormSchema),
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (!createAccount.isPending) createAccount.mutate(values, { onSuccess: () => navigate(returnTo) });
  });

  return (
    <div className="page account-page">
      <h1>Create New Customer Account</h1>
      <form className="panel account-form" onSubmit={submit} noValidate>
        <ErrorMessage error={createAccount.error} />
        <fieldset>
          <legend>Personal Information</legend>
          <TextField
            id="create-firstname"
            label="First Name"
            required
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...form.register('firstname')}
          />
          <TextField
            id="create-lastname"
            label="Last Name"
            required
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...form.register('lastname')}
          />
        </fieldset>
        <fieldset>
          <legend>Sign-in Information</legend>
          <TextField id="create-email" label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...form.register('email')} />
          <TextField
            id="create-password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            id="create-password-confirmation"
            label="Confirm Password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
        </fieldset>
        <div className="actions">
          <Button type="submit" disabled={createAccount.isPending}>
            Create an Account
          </Button>
        </div>
      </form>
    </div>
  );
}
