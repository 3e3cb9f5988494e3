import { useQuery } from '@tanstack/react-query';
import { validateEmail } from '../../../shared/domain/validation';
import { api } from '../../../shared/web/api/client';
import { customerKeys } from '../../../shared/web/api/query-keys';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';

/** Spec 001 §9: the availability check waits 2 seconds after typing stops. */
const EMAIL_CHECK_DELAY_MS = 2000;

/**
 * Whether the typed email already has an account: undefined until known. A failed check counts as
 * taken (spec 001 §4), which only offers the login, never blocks the guest.
 */
export function useEmailTaken(email: string, enabled: boolean): boolean | undefined {
  const settled = useDebouncedValue(email.trim(), EMAIL_CHECK_DELAY_MS);
  const valid = settled !== '' && validateEmail(settled) === null;
  const check = useQuery({
    queryKey: customerKeys.emailAvailable(settled.toLowerCase()),
    queryFn: () => api.post<boolean>('customers/isEmailAvailable', { customerEmail: settled }),
    enabled: enabled && valid,
    staleTime: 5 * 60_000,
  });
  if (!enabled || !valid || settled !== email.trim()) return undefined;
  if (check.isError) return true;
  return check.data === undefined ? undefined : !check.data;
}
