import { useState } from 'react';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Dialog } from '../../../shared/web/ui/dialog';
import {
  DEVICE_TRIAL_AMOUNT_NOTE,
  DEVICE_TRIAL_CONSENT_LABEL,
  DEVICE_TRIAL_TERMS_TITLE,
  DEVICE_TRIAL_TITLE,
  deviceTrialTerms,
  trialDate,
} from '../domain/device-trial';
import { ReadableText } from './readable-text';

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
  const [reading, setReading] = useState(false);
  const days = trial.deviceTrialDuration;
  return (
    <section className={highlighted ? 'device-trial device-trial-highlight' : 'device-trial'} aria-labelledby="device-trial-title">
      <h3 id="device-trial-title">{DEVICE_TRIAL_TITLE.replace('%1', String(days))}</h3>
      <p>{DEVICE_TRIAL_AMOUNT_NOTE.replace('%1', trialDate(trial.deviceTrialBillingDate))}</p>
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
            {DEVICE_TRIAL_CONSENT_LABEL}
          </Choice>
          <Button variant="link" onClick={() => setReading(true)}>
            Read the {DEVICE_TRIAL_TERMS_TITLE}
          </Button>
          {error && (
            <p id={`${DEVICE_TRIAL_INPUT_ID}-error`} className="field-error">
              {error}
            </p>
          )}
        </>
      )}
      {reading && (
        <Dialog title={DEVICE_TRIAL_TERMS_TITLE} confirmLabel="Close" onConfirm={() => setReading(false)}>
          <ReadableText text={[...deviceTrialTerms(days), `Return the device by ${trialDate(trial.deviceTrialReturnDate)} if you do not wish to keep it.`]} />
        </Dialog>
      )}
    </section>
  );
}
