import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client';
import { router } from './router';
import { loginPathFor, paths } from './routes';
import { sessionQuery } from './session/session';

const queryClient = createQueryClient(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginPathFor(pathname + search + hash));
});

// Who is shopping (and the form key for writes) is needed by almost every page: ask at once.
void queryClient.prefetchQuery(sessionQuery);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
