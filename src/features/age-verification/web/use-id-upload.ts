import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/web/api/client';
import type { AgeVerificationConfig, IdScanResponse } from './age-api';
import { checkIdFile } from './id-file';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'success' }
  | { kind: 'failed'; message: string }
  | { kind: 'exceeded'; message: string };

/**
 * Spec 001 §4 ID upload: idle, file added, then (when the browser's check passes) the loader and the
 * upload; success, failure (the returned error_message, file reset) or a request failure (the contact
 * message). Exceeding the attempts disables further tries.
 */
export function useIdUpload(config: AgeVerificationConfig, upload: (file: File) => Promise<IdScanResponse>, onVerified: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>(
    config.IDScan.attemptsLeft <= 0 ? { kind: 'exceeded', message: config.IDScan.maxAttemptsMessage } : { kind: 'idle' },
  );
  const input = useRef<HTMLInputElement>(null);
  const reset = () => {
    if (input.current) input.current.value = '';
  };

  const send = async (file: File) => {
    const problem = await checkIdFile(file);
    if (problem) {
      reset();
      setState({ kind: 'failed', message: problem });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const answer = await upload(file);
      if (answer.success) {
        setState({ kind: 'success' });
        onVerified();
      } else if (answer.exceed_max_attempts) {
        reset();
        setState({ kind: 'exceeded', message: answer.error_message || config.IDScan.maxAttemptsMessage });
      } else {
        reset();
        setState({ kind: 'failed', message: answer.error_message || config.IDScan.failedMessage });
      }
    } catch (error) {
      reset();
      if (error instanceof ApiError && error.status === 400) setState({ kind: 'failed', message: error.message });
      else if (error instanceof ApiError && error.status === 429) setState({ kind: 'exceeded', message: error.message });
      else
        setState({
          kind: 'failed',
          message: t('ageVerification.idScan.requestFailed', { phone: config.IDScan.supportPhone, email: config.IDScan.supportEmail }),
        });
    }
  };

  return { state, input, send };
}
