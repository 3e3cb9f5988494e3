import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../../shared/web/query-client';
import { createShopRoutes, ShopPages } from './router';
import { LoginWhenSessionEnds, SESSION_ENDED } from './login-when-session-ends';
import { customerKeys, sessionKeys } from '../../shared/web/api/query-keys';
import { type Session, sessionQuery } from '../../features/customers/web/session/session';
import { WebPaymentMethodsContext } from '../../features/payment/web/method-plugin';
import { webPaymentMethods } from './payment-methods';

/** Where the query cache tells that the customer session has ended (a 401); the router's side asks to log in. */
const sessionEvents = new EventTarget();

// A 401 means the customer session has ended: forget it (a fresh one is loaded) and ask to log in.
const queryClient = createQueryClient(() => {
  queryClient.setQueryData<Session>(sessionKeys.all, (old) => (old ? { ...old, customer: null } : old));
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  queryClient.removeQueries({ queryKey: customerKeys.all });
  sessionEvents.dispatchEvent(new Event(SESSION_ENDED));
});
// Each page's first data is asked for as its route matches, through this cache, while the page's code loads.
const shop = createShopRoutes(queryClient);

// Who is shopping (and the form key for writes) is needed by almost every page: ask at once.
void queryClient.prefetchQuery(sessionQuery);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <WebPaymentMethodsContext value={webPaymentMethods}>
        <BrowserRouter>
          <LoginWhenSessionEnds events={sessionEvents} />
          <ShopPages shop={shop} />
        </BrowserRouter>
      </WebPaymentMethodsContext>
    </QueryClientProvider>
  );
}
