import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Message } from '../../../shared/web/ui/message';

import type { AgeVerificationConfig, IdScanResponse } from './age-api';
import { checkSingleUploadInput } from './id-file';
import { useIdUpload } from './use-id-upload';

interface IdUploadBlockProps {
  config: AgeVerificationConfig;
  upload: (file: File) => Promise<IdScanResponse>;
  onVerified: () => void;
}

/** Spec 001 §2: the second ID upload variant, in the age step: choose a file, then Submit (enabled once chosen). */
export function IdUploadBlock({ config, upload, onVerified }: IdUploadBlockProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const nameId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { state, input, send } = useIdUpload(config, upload, onVerified);
  useEffect(() => {
    if (state.kind === 'failed' || state.kind === 'exceeded') setFile(null);
  }, [state]);

  const exhausted = state.kind === 'exceeded';
  // Spec 001 §5: exactly one upload input while the form shows.
  useEffect(() => {
    if (!exhausted) checkSingleUploadInput();
  }, [exhausted]);
  return (
    <section className="age-id-upload" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('ageVerification.idUpload.title')}</h3>
      {state.kind === 'success' ? (
        <Message kind="success">{t('ageVerification.idScan.success')}</Message>
      ) : exhausted ? (
        <>
          <Message kind="error">{state.message}</Message>
          <p>
            <Link to={paths.cart}>{t('ageVerification.returnToBasket')}</Link>
          </p>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (file && state.kind !== 'uploading') void send(file);
          }}
        >
          <p>{t('ageVerification.idUpload.accountMessage')}</p>
          <div className="age-file-row">
            <label htmlFor={inputId} className="button button-secondary age-file-label">
              {t('ageVerification.idUpload.choose')}
            </label>
            <input
              id={inputId}
              ref={input}
              type="file"
              name="files"
              accept="image/jpeg,image/png"
              className="visually-hidden age-file-input"
              aria-describedby={`${nameId} ${inputId}-note`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <span id={nameId} className="age-file-name">
              {file ? file.name : t('ageVerification.idUpload.noFile')}
            </span>
          </div>
          <p id={`${inputId}-note`} className="field-hint">
            {t('ageVerification.idScan.formats')}
          </p>
          <div aria-live="polite">{state.kind === 'uploading' && <p>{t('ageVerification.idScan.verifying')}</p>}</div>
          {state.kind === 'failed' && <Message kind="error">{state.message}</Message>}
          <Button type="submit" disabled={!file || state.kind === 'uploading'}>
            {t('ageVerification.idUpload.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
