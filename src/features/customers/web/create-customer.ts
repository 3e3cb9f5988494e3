import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { useLogin } from './session/use-login';
import type { CreateAccountFormOutput } from '../domain/account-forms';

/** POST customers, then log in with the same credentials (the guest basket comes along). */
export function useCreateAccount() {
  const login = useLogin();
  return useMutation({
    meta: { handlesUnauthorized: true },
    mutationFn: async ({ firstname, lastname, email, password }: CreateAccountFormOutput) => {
      await api.post('customers', { customer: { email, firstname, lastname }, password });
      await login.mutateAsync({ username: email, password });
    },
  });
}
