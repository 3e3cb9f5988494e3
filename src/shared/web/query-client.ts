import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

type Meta = Record<string, unknown> | undefined;

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One cache for the app. A 401 anywhere means "log in" (spec 000 §6), except where a call expects
 * it and shows it itself (the login form marks itself with meta.handlesUnauthorized).
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: unknown, meta: Meta) => {
    if (error instanceof ApiError && error.status === 401 && !meta?.handlesUnauthorized) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
