import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/web/api/client';
import { cartKeys, customerKeys } from '../../../../shared/web/api/query-keys';
import { guestCartId } from '../../../../shared/web/cart/guest-cart-id';
import { ensureSession, replaceSession, type SessionCustomer } from './session';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginAnswer {
  errors: boolean;
  message: string;
  form_key: string;
  customer: SessionCustomer;
}

/**
 * Logs in through the session endpoint. The guest's cart id goes along so its lines join the
 * customer's basket; afterwards the page talks to carts/mine and the guest id is forgotten.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A wrong password is a 401 too: shown on the form, not a redirect to the login page.
    meta: { handlesUnauthorized: true },
    mutationFn: async ({ username, password }: Credentials) => {
      await ensureSession(queryClient);
      const guestId = guestCartId.get();
      const body = guestId ? { username, password, guest_cart_id: guestId } : { username, password };
      return api.post<LoginAnswer>('/customer/ajax/login', body);
    },
    onSuccess: (answer) => {
      replaceSession(queryClient, { customer: answer.customer, form_key: answer.form_key });
      guestCartId.clear();
      queryClient.removeQueries({ queryKey: cartKeys.all });
      queryClient.removeQueries({ queryKey: customerKeys.all });
    },
  });
}
