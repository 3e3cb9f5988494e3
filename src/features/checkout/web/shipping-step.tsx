import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { WithAddressCountries } from './address-countries';
import { useCheckoutConfig } from './checkout-config';
import { useCustomerAccount } from './customer-account';
import { ShippingForm, type ShippingFormProps } from './shipping-form';

/** Waits for the customer's address book (customers only) and the store's countries, then shows the form. */
export function ShippingStep({ details, isGuest, oneStep }: { details: PaymentDetails; isGuest: boolean; oneStep?: ShippingFormProps['oneStep'] }) {
  const { t } = useTranslation();
  const account = useCustomerAccount(!isGuest);
  const config = useCheckoutConfig();
  if (!isGuest && account.isPending) return <Loading label={t('checkout.loadingAddresses')} />;
  if (!isGuest && account.error) return <ErrorMessage error={account.error} />;
  if (config.isPending) return <Loading />;
  if (config.error) return <ErrorMessage error={config.error} />;
  // A login on this step turns the guest into a customer: start the form again with their data.
  return (
    <WithAddressCountries>
      {(countries) => (
        <ShippingForm
          key={isGuest ? 'guest' : 'customer'}
          details={details}
          isGuest={isGuest}
          account={account.data}
          countries={countries}
          config={config.data}
          oneStep={oneStep}
        />
      )}
    </WithAddressCountries>
  );
}
