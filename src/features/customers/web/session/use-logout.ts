import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/web/api/client';
import { cartKeys, customerKeys, sessionKeys } from '../../../../shared/web/api/query-keys';

/** Ends the session; the next section load starts a fresh guest session with its own form key. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: boolean }>('/customer/ajax/logout'),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: cartKeys.all });
      queryClient.removeQueries({ queryKey: customerKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
