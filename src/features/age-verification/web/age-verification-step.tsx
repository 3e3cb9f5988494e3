import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Message } from '../../../shared/web/ui/message';
import type { AgeVerifyResponse } from '../domain';
import { type AgeVerificationConfig, ageKeys, submitProof, uploadIdImage, verifyAge } from './age-api';
import { IdScanDialog } from './id-scan-dialog';
import { IdUploadBlock } from './id-upload-block';
import { ProofForm } from './proof-form';
import './age-verification.css';

type Phase =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'refer'; afterFailure: boolean; attemptsLeft: number }
  | { kind: 'idscan' }
  | { kind: 'failed'; message: string }
  | { kind: 'error' };

export interface AgeVerificationStepProps {
  cartPath: string;
  config: AgeVerificationConfig;
  /** The payment card type, when known (spec 001 §7: the verify call's cardType). */
  cardType?: string;
  /** The shopper is verified: the step hides and the checkout buttons are enabled. */
  onVerified: () => void;
  /** The automatic check on load has answered, whatever the answer (the page's layout settles then). */
  onAnswered?: () => void;
  /** 'Verify age and place order': the proof passed, the order goes. */
  onPlaceOrder: () => void;
  /** The ID-scan popup closed without success. */
  onBackToShipping: () => void;
}

function phaseOf(answer: AgeVerifyResponse, afterFailure = false): Phase {
  if (answer.verificationSuccess) return { kind: 'verified' };
  if (answer.refer) return { kind: 'refer', afterFailure, attemptsLeft: answer.attemptsLeft };
  if (answer.idScanRequired) return { kind: 'idscan' };
  return { kind: 'failed', message: answer.message };
}

/**
 * Spec 001 §2, §4: the age verification step. It starts from the must-verify config; on load the
 * verify call is made; success hides it. A refer asks for proof; the ID upload (popup, or the second
 * variant's block) is the way left when the proof cannot verify. The server decides every step.
 */
export default function AgeVerificationStep({ cartPath, config, cardType, onVerified, onAnswered, onPlaceOrder, onBackToShipping }: AgeVerificationStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(config.isVerified ? { kind: 'verified' } : { kind: 'verifying' });
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const settle = useCallback(
    (next: Phase) => {
      setPhase(next);
      if (next.kind === 'verified') onVerified();
      void queryClient.invalidateQueries({ queryKey: ageKeys.config(cartPath) });
    },
    [onVerified, queryClient, cartPath],
  );

  useEffect(() => {
    if (started.current || config.isVerified) return;
    started.current = true;
    verifyAge(cartPath, config, cardType).then(
      (answer) => {
        settle(phaseOf(answer));
        onAnswered?.();
      },
      () => {
        setPhase({ kind: 'error' });
        onAnswered?.();
      },
    );
  }, [cartPath, config, cardType, settle, onAnswered]);

  const useVariant = config.ageVerifyWithIdscan.IdscanWithAgeVerificationEnabled;
  const upload = (file: File) => uploadIdImage(cartPath, config, file);
  // An upload's success is shown where it happened (the popup, the block) before the step hides.
  const verifiedByUpload = () => {
    onVerified();
    void queryClient.invalidateQueries({ queryKey: ageKeys.config(cartPath) });
  };

  if (phase.kind === 'verified') return null;
  const failed = phase.kind === 'failed' || phase.kind === 'error';
  return (
    <section className="age-verification" aria-labelledby="age-verification-title">
      <h2 id="age-verification-title" ref={heading} tabIndex={-1}>
        {failed || phase.kind === 'idscan' ? t('ageVerification.failedTitle') : t('ageVerification.title')}
      </h2>
      {phase.kind === 'verifying' && (
        <p role="status" className="age-verifying">
          {t('ageVerification.verifying')}
        </p>
      )}
      {phase.kind === 'error' && <Message kind="error">{t('ageVerification.verifyCallFailed')}</Message>}
      {phase.kind === 'refer' && (
        <>
          <p>{t('ageVerification.refer')}</p>
          {phase.afterFailure && <Message kind="warning">{t('ageVerification.afterFailedScan')}</Message>}
          <ProofForm
            submit={(form) => submitProof(cartPath, config, form)}
            onAnswer={(answer) => {
              const next = phaseOf(answer, true);
              settle(next);
              if (next.kind === 'verified') onPlaceOrder();
              else requestAnimationFrame(() => heading.current?.focus());
            }}
          />
        </>
      )}
      {phase.kind === 'idscan' && useVariant && <IdUploadBlock config={config} upload={upload} onVerified={verifiedByUpload} />}
      {phase.kind === 'idscan' && !useVariant && (
        <IdScanDialog
          config={config}
          upload={upload}
          onVerified={verifiedByUpload}
          onClose={(verified) => (verified ? setPhase({ kind: 'verified' }) : onBackToShipping())}
        />
      )}
      {phase.kind === 'failed' && (
        <>
          <Message kind="error">{phase.message}</Message>
          <p>
            <Link to={paths.cart}>{t('ageVerification.returnToBasket')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
