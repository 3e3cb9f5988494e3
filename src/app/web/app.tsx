import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../../shared/web/query-client';
import { createRouter } from './router';
import { loginPathFor, paths } from '../../shared/web/routes';
import { customerKeys, sessionKeys } from '../../shared/web/api/query-keys';
import { type Session, sessionQuery } from '../../features/customers/web/session/session';
import { WebPaymentMethodsContext } from '../../features/payment/web/method-plugin';
import { webPaymentMethods } from './payment-methods';

// A 401 means the customer session has ended: forget it (a fresh one is loaded) and ask to log in.
const queryClient = createQueryClient(() => {
  queryClient.setQueryData<Session>(sessionKeys.all, (old) => (old ? { ...old, customer: null } : old));
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  queryClient.removeQueries({ queryKey: customerKeys.all });
  const { pathname, search, hash } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginPathFor(pathname + search + hash));
});
// Each page's first data is asked for by its route, through this cache, while the page's code loads.
const router = createRouter(queryClient);

// Who is shopping (and the form key for writes) is needed by almost every page: ask at once.
void queryClient.prefetchQuery(sessionQuery);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <WebPaymentMethodsContext value={webPaymentMethods}>
        <RouterProvider router={router} />
      </WebPaymentMethodsContext>
    </QueryClientProvider>
  );
}
