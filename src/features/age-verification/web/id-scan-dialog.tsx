import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../../../shared/web/ui/use-modal-focus';
import { Button } from '../../../shared/web/ui/button';
import { Message } from '../../../shared/web/ui/message';
import '../../../shared/web/ui/dialog.css';

import type { AgeVerificationConfig, IdScanResponse } from './age-api';
import { checkSingleUploadInput } from './id-file';
import { useIdUpload } from './use-id-upload';

interface IdScanDialogProps {
  config: AgeVerificationConfig;
  upload: (file: File) => Promise<IdScanResponse>;
  onVerified: () => void;
  /** Closing without success goes back to the shipping step (spec 001 §4). */
  onClose: (verified: boolean) => void;
}

/** How long the success message shows before the popup closes by itself. */
const CLOSE_AFTER_SUCCESS_MS = 1500;

/** Spec 001 §2, §4: the ID-scan upload popup over checkout (the UK's IDScan). */
export function IdScanDialog({ config, upload, onVerified, onClose }: IdScanDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { state, input, send } = useIdUpload(config, upload, onVerified);
  const verified = state.kind === 'success';
  const busy = state.kind === 'uploading';
  const onKeyDown = useModalFocus(
    box,
    () => box.current?.querySelector<HTMLElement>('.id-scan-upload'),
    () => !busy && onClose(verified),
  );

  useEffect(() => checkSingleUploadInput(), []);
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => onClose(true), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [verified, onClose]);

  return (
    <div className="dialog-backdrop">
      {/* Outside the dialog box: its button opens the picker, and Tab never lands on the hidden input. */}
      <input
        ref={input}
        type="file"
        name="files"
        accept="image/jpeg,image/png"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('ageVerification.idScan.document')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <div
        ref={box}
        className="dialog id-scan-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {t('checkout.step.ageVerification')}
        </h2>
        <div className="dialog-body">
          <p id={textId}>{t('ageVerification.idScan.firstPurchase')}</p>
          <Button
            className="id-scan-upload"
            onClick={() => !busy && state.kind !== 'exceeded' && !verified && input.current?.click()}
            aria-disabled={busy || state.kind === 'exceeded' || verified || undefined}
            aria-describedby={`${textId}-note`}
          >
            {t('ageVerification.idScan.upload')}
          </Button>
          <p id={`${textId}-note`} className="field-hint">
            {t('ageVerification.idScan.formats')}
          </p>
          <div aria-live="polite" className="id-scan-status">
            {busy && <p className="id-scan-loader">{t('ageVerification.idScan.verifying')}</p>}
          </div>
          {verified && <Message kind="success">{t('ageVerification.idScan.success')}</Message>}
          {(state.kind === 'failed' || state.kind === 'exceeded') && <Message kind="error">{state.message}</Message>}
          {state.kind === 'failed' && <p>{t('ageVerification.afterFailedScan')}</p>}
        </div>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => !busy && onClose(verified)} aria-disabled={busy || undefined}>
            {verified ? t('ageVerification.idScan.continue') : t('ageVerification.idScan.backToShipping')}
          </Button>
        </div>
      </div>
    </div>
  );
}
