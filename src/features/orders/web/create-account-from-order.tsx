import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/web/api/client';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { accountFromOrderFormSchema } from '../../customers/domain';
import { useLogin, useNewPasswordHint } from '../../customers/web';

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
  const { t } = useTranslation();
  return (
    <Message kind="success">
      {t('orders.account.created')} <Link to={paths.orderView(orderId)}>{t('orders.account.viewIt')}</Link>
    </Message>
  );
}

/** The success page's offer to a guest: a password is all it asks; the account takes the order's email and name. */
export function CreateAccountFromOrder({ lookupPath, email, onCreated }: { lookupPath: string; email: string; onCreated: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAccountFromOrder(lookupPath, email);
  const passwordHint = useNewPasswordHint();
  const form = useForm<{ password: string }>({ resolver: zodResolver(accountFromOrderFormSchema(email)), mode: 'onTouched' });
  const submit = form.handleSubmit(({ password }) => {
    if (!create.isPending) create.mutate(password, { onSuccess: onCreated });
  });

  return (
    <section className="panel create-account-offer" aria-labelledby="create-account-offer-heading">
      <h2 id="create-account-offer-heading">{t('header.createAccount')}</h2>
      {/* A guest may make an account now (the email step's 'You can create an account after checkout.'). */}
      <p>
        <Trans i18nKey="orders.account.offer" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <form onSubmit={submit} noValidate>
        <ErrorMessage error={create.error} />
        <TextField
          id="order-account-password"
          label={t('login.password')}
          type="password"
          required
          autoComplete="new-password"
          hint={passwordHint}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div className="actions">
          <Button type="submit" disabled={create.isPending}>
            {t('header.createAccount')}
          </Button>
        </div>
      </form>
    </section>
  );
}
