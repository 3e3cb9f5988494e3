import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

/** PUT customers/password: asks for a reset link (the answer is the same whether or not the email has an account). */
export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => api.put<boolean>('customers/password', { email, template: 'email_reset', websiteId: 1 }),
  });
}

/** POST customers/resetPassword with the link's token: the token names the account, so no email is sent. */
export function useResetPassword(resetToken: string) {
  return useMutation({
    meta: { handlesUnauthorized: true },
    mutationFn: (newPassword: string) => api.post<boolean>('customers/resetPassword', { email: '', resetToken, newPassword }),
  });
}
