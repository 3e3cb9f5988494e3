import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/web/api/client';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { Message } from '../../../shared/web/ui/message';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation/messages';
import { type AgeVerifyResponse, checkDrivingLicence, checkPassportProof, type ProofForm as ProofFormValue, type ProofMethod } from '../domain';

interface ProofFormProps {
  submit: (form: ProofFormValue) => Promise<AgeVerifyResponse>;
  onAnswer: (answer: AgeVerifyResponse) => void;
}

/**
 * Spec 001 §2 document proof: a driver licence number, or the passport's machine-readable line and
 * expiry date. Checked here as on the server (licence format, MRZ check digits) before it is sent.
 */
export function ProofForm({ submit, onAnswer }: ProofFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ProofMethod | null>(null);
  const [licence, setLicence] = useState('');
  const [mrz, setMrz] = useState('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'licence' | 'mrz' | 'expiry', string>>>({});
  const [callError, setCallError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const validate = (): ProofFormValue | null => {
    const found: typeof errors = {};
    if (method === 'driverLicense') {
      if (!licence.trim()) found.licence = REQUIRED_MESSAGE;
      else {
        const checked = checkDrivingLicence(licence);
        if (!checked.ok) found.licence = checked.failure.message;
      }
    } else if (method === 'passport') {
      if (!mrz.trim()) found.mrz = REQUIRED_MESSAGE;
      if (!expiry.trim()) found.expiry = REQUIRED_MESSAGE;
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry.trim())) found.expiry = t('ageVerification.proof.invalidDate');
      if (!found.mrz && !found.expiry) {
        const checked = checkPassportProof(mrz, expiry.trim(), new Date());
        if (!checked.ok) found[checked.failure.code === 'passport_expiry' ? 'expiry' : 'mrz'] = checked.failure.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field to correct.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.age-proof [aria-invalid="true"]')?.focus());
      return null;
    }
    return method === 'driverLicense'
      ? { proofMethod: 'driverLicense', driverLicense: licence.trim() }
      : { proofMethod: 'passport', passportNumber: mrz.trim(), passportDate: expiry.trim() };
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !method) return;
    const form = validate();
    if (!form) return;
    setSending(true);
    setCallError(null);
    try {
      onAnswer(await submit(form));
    } catch (error) {
      // A refused field comes back with its message; a failed call with the spec's text (§8).
      setCallError(error instanceof ApiError && error.status === 400 ? error.message : t('ageVerification.proofCallFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="age-proof" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{t('ageVerification.proof.legend')}</legend>
        <Choice type="radio" name="proofMethod" value="driverLicense" checked={method === 'driverLicense'} onChange={() => setMethod('driverLicense')}>
          {t('ageVerification.proof.driverLicence')}
        </Choice>
        <Choice type="radio" name="proofMethod" value="passport" checked={method === 'passport'} onChange={() => setMethod('passport')}>
          {t('ageVerification.proof.passport')}
        </Choice>
      </fieldset>
      {method === 'driverLicense' && (
        <TextField
          label={t('ageVerification.proof.licenceNumber')}
          name="driverLicense"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          required
          value={licence}
          onChange={(e) => setLicence(e.target.value)}
          error={errors.licence}
          aria-invalid={errors.licence ? true : undefined}
          hint={t('ageVerification.proof.licenceHint')}
        />
      )}
      {method === 'passport' && (
        <>
          <TextField
            label={t('ageVerification.proof.passportNumber')}
            name="passportNumber"
            autoComplete="off"
            spellCheck={false}
            maxLength={108}
            required
            value={mrz}
            onChange={(e) => setMrz(e.target.value)}
            error={errors.mrz}
            aria-invalid={errors.mrz ? true : undefined}
            hint={t('ageVerification.proof.passportHint')}
          />
          <TextField
            label={t('ageVerification.proof.expiry')}
            name="passportDate"
            placeholder={t('ageVerification.proof.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            required
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={errors.expiry}
            aria-invalid={errors.expiry ? true : undefined}
          />
        </>
      )}
      {callError && <Message kind="error">{callError}</Message>}
      {method && (
        <div className="actions">
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {t('ageVerification.proof.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
