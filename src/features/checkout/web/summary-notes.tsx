import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Price } from '../../../shared/web/ui/price';
import { trialDate } from '../domain/device-trial';
import { indirectTaxAmount } from '../domain/order-summary';
import type { CheckoutConfig } from './checkout-config';

type DeviceTrial = NonNullable<NonNullable<PaymentDetails['extension_attributes']>['device_trial']>;

/** The indirect taxes contained in the grand total, where the store shows them (indTaxEnabled). */
export function IndirectTaxLine({ grandTotal, config }: { grandTotal: number; config: CheckoutConfig }) {
  const amount = indirectTaxAmount(grandTotal, config);
  if (amount === null) return null;
  return (
    <dl className="summary-note summary-indirect-tax">
      <dt>{config.indTaxLabel}</dt>
      <dd>
        <Price value={amount} />
      </dd>
    </dl>
  );
}

/** Spec 002 §4 Device trial: '%1 day trial' and 'Amount to be taken on %1', when the store shows it in the summary. */
export function DeviceTrialNote({ trial }: { trial: DeviceTrial | undefined }) {
  const { t } = useTranslation();
  if (!trial?.deviceTrialShowInSummary) return null;
  return (
    <p className="summary-note summary-device-trial">
      <strong>{t('checkout.deviceTrial.title', { count: trial.deviceTrialDuration })}</strong>{' '}
      {t('checkout.deviceTrial.amountNote', { date: trialDate(trial.deviceTrialBillingDate) })}
    </p>
  );
}
