import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, setFormKey } from '../../../../shared/web/api/client';
import { sessionKeys } from '../../../../shared/web/api/query-keys';

export interface SessionCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  fullname?: string;
}

export interface Session {
  customer: SessionCustomer | null;
  form_key: string;
}

/** Magento's customer-data section: who is logged in, and the form key every write must carry. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => {
    const session = await api.get<Session>('/customer/section/load');
    setFormKey(session.form_key);
    return session;
  },
  staleTime: Infinity,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Writes need the form key, so mutations wait for the session first. */
export function ensureSession(queryClient: QueryClient): Promise<Session> {
  return queryClient.ensureQueryData(sessionQuery);
}

/** After login or logout: the new session is the truth, and cart data of the old one is stale. */
export function replaceSession(queryClient: QueryClient, session: Session): void {
  setFormKey(session.form_key);
  queryClient.setQueryData(sessionKeys.all, session);
}
