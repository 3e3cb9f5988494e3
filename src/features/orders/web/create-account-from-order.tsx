import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '../../../shared/web/api/client';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { NEW_PASSWORD_HINT, accountFromOrderFormSchema } from '../../customers/domain';
import { useLogin } from '../../customers/web';

/** A guest may make an account now (the email step's 'You can create an account after checkout.'). */
export const CREATE_ACCOUNT_OFFER_TEXT = 'Create an account to check out faster next time.';
const ACCOUNT_CREATED_TEXT = 'Your account has been created and this order is in it.';

/** POST {guest order}/account, then signs in with the same credentials: the order is the new account's. */
function useCreateAccountFromOrder(lookupPath: string, email: string) {
  const login = useLogin();
  return useMutation({
    meta: { handlesUnauthorized: true },
    mutationFn: async (password: string) => {
      await api.post(`${lookupPath}/account`, { password });
      await login.mutateAsync({ username: email, password });
    },
  });
}

/** Said once the account is made (the shopper is signed in by then): the order is in it. */
export function AccountCreatedFromOrder({ orderId }: { orderId: number }) {
  return (
    <Message kind="success">
      {ACCOUNT_CREATED_TEXT} <Link to={paths.orderView(orderId)}>View it in My Account</Link>
    </Message>
  );
}

/** The success page's offer to a guest: a password is all it asks; the account takes the order's email and name. */
export function CreateAccountFromOrder({ lookupPath, email, onCreated }: { lookupPath: string; email: string; onCreated: () => void }) {
  const create = useCreateAccountFromOrder(lookupPath, email);
  const form = useForm<{ password: string }>({ resolver: zodResolver(accountFromOrderFormSchema(email)), mode: 'onTouched' });
  const submit = form.handleSubmit(({ password }) => {
    if (!create.isPending) create.mutate(password, { onSuccess: onCreated });
  });

  return (
    <section className="panel create-account-offer" aria-labelledby="create-account-offer-heading">
      <h2 id="create-account-offer-heading">Create an Account</h2>
      <p>
        {CREATE_ACCOUNT_OFFER_TEXT} Your account will use <strong>{email}</strong> and the name on this order.
      </p>
      <form onSubmit={submit} noValidate>
        <ErrorMessage error={create.error} />
        <TextField
          id="order-account-password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div className="actions">
          <Button type="submit" disabled={create.isPending}>
            Create an Account
          </Button>
        </div>
      </form>
    </section>
  );
}
