import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Dialog } from '../../../shared/web/ui/dialog';
import { trialDate } from '../domain/device-trial';
import { ReadableText } from './readable-text';
import { ruleMessage } from '../../../shared/web/i18n/messages';

export const DEVICE_TRIAL_INPUT_ID = 'device-trial-consent';

type DeviceTrial = NonNullable<NonNullable<PaymentDetails['extension_attributes']>['device_trial']>;

export interface DeviceTrialConsentProps {
  trial: DeviceTrial;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The failed check's message, while the box is highlighted. */
  error: string | null;
  highlighted: boolean;
  disabled?: boolean;
}

/**
 * Spec 002 §4 Device trial: '%1 day trial', the date the amount is taken, and the consent box the order
 * needs (check 9). The terms open in 'Device Trial Terms and Conditions'.
 */
export function DeviceTrialConsent({ trial, accepted, onChange, error, highlighted, disabled }: DeviceTrialConsentProps) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const days = trial.deviceTrialDuration;
  return (
    <section className={highlighted ? 'device-trial device-trial-highlight' : 'device-trial'} aria-labelledby="device-trial-title">
      <h3 id="device-trial-title">{t('checkout.deviceTrial.title', { count: days })}</h3>
      <p>{t('checkout.deviceTrial.amountNote', { date: trialDate(trial.deviceTrialBillingDate) })}</p>
      {trial.deviceTrialCheckboxEnabled && (
        <>
          <Choice
            type="checkbox"
            id={DEVICE_TRIAL_INPUT_ID}
            checked={accepted}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${DEVICE_TRIAL_INPUT_ID}-error` : undefined}
            aria-required="true"
            disabled={disabled}
          >
            {t('checkout.deviceTrial.consent')}
          </Choice>
          <Button variant="link" onClick={() => setReading(true)}>
            {t('checkout.readTheTerms', { name: t('checkout.deviceTrial.termsTitle') })}
          </Button>
          {error && (
            <p id={`${DEVICE_TRIAL_INPUT_ID}-error`} className="field-error">
              {ruleMessage(error)}
            </p>
          )}
        </>
      )}
      {reading && (
        <Dialog title={t('checkout.deviceTrial.termsTitle')} confirmLabel={t('checkout.close')} onConfirm={() => setReading(false)}>
          <ReadableText
            text={[
              t('checkout.deviceTrial.terms.period', { count: days }),
              t('checkout.deviceTrial.terms.billing'),
              t('checkout.deviceTrial.terms.return'),
              t('checkout.deviceTrial.terms.household'),
              t('checkout.deviceTrial.terms.returnBy', { date: trialDate(trial.deviceTrialReturnDate) }),
            ]}
          />
        </Dialog>
      )}
    </section>
  );
}
