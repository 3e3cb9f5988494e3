import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { AgeStatus, AgeVerifyResponse, ProofForm } from '../domain';

/** GET {cart}/age-verification: the checkout config's age part (must-verify state, IDScan, the second upload variant). */
export interface AgeVerificationConfig {
  isVerified: boolean;
  isVerificationRequired: boolean;
  status: AgeStatus;
  attemptsLeft: number;
  IDScan: {
    enabled: boolean;
    isVerificationRequired: boolean;
    attemptsLeft: number;
    failedMessage: string;
    maxAttemptsMessage: string;
    supportPhone: string;
    supportEmail: string;
    /** After the cart's path. */
    submitUrl: string;
  };
  ageVerifyWithIdscan: { IdscanWithAgeVerificationEnabled: boolean };
  paths: { config: string; verify: string; refer: string; idScan: string };
}

export interface IdScanResponse {
  success: boolean;
  error_message: string;
  exceed_max_attempts: boolean;
}

export const ageKeys = {
  config: (cartPath: string | null) => ['age-verification', cartPath] as const,
};

/** GET {cart}/age-verification, for the hook below and for reading ahead of the checkout page. */
export const ageVerificationConfigQuery = (cartPath: string | null) =>
  queryOptions({
    queryKey: ageKeys.config(cartPath),
    queryFn: ({ signal }) => api.get<AgeVerificationConfig>(`${cartPath}/age-verification`, signal),
    enabled: Boolean(cartPath),
    staleTime: 0,
  });

/**
 * The age verification state of the shopper's cart; only asked once the cart is known, and again whenever
 * a component using it mounts (what must be verified changes with the basket and the address). `readAhead`:
 * the page was opened with the answer just read ahead (the checkout's loader, on every navigation to it),
 * so mounting does not ask a second time.
 */
export function useAgeVerificationConfig(cartPath: string | null, { readAhead = false } = {}) {
  return useQuery({ ...ageVerificationConfigQuery(cartPath), refetchOnMount: !readAhead });
}

export const verifyAge = (cartPath: string, config: AgeVerificationConfig, cardType?: string) =>
  api.post<AgeVerifyResponse>(`${cartPath}${config.paths.verify}`, cardType ? { cardType } : {});

export const submitProof = (cartPath: string, config: AgeVerificationConfig, form: ProofForm) =>
  api.post<AgeVerifyResponse>(`${cartPath}${config.paths.refer}`, form);

/** The ID-scan submit (spec 001 §7): multipart `files` and `form_key` (the form key also travels in its header). */
export function uploadIdImage(cartPath: string, config: AgeVerificationConfig, file: File, formKey = ''): Promise<IdScanResponse> {
  const form = new FormData();
  form.append('form_key', formKey);
  form.append('files', file);
  return api.upload<IdScanResponse>(`${cartPath}${config.paths.idScan}`, form);
}
