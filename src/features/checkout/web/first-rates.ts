import type { QueryClient } from '@tanstack/react-query';
import type { CartRef } from '../../cart/web/cart-scope';
import { countriesQuery } from '../../directory/web/countries';
import { addressCountriesOf } from './address-countries';
import { checkoutDraft } from './checkout-draft';
import { paymentInformationQuery } from './payment-information';
import { initialFormAddress } from './shipping-defaults';
import { rateAddress, shippingRatesQuery } from './shipping-rates';

/**
 * Reads ahead, with the checkout's first data, the delivery methods a guest's shipping step asks for
 * first: those for the address its form starts from. The methods then draw with the form instead of a
 * request later. A customer's step starts from a saved address, and an order to a gift registry from the
 * registry's: their methods are asked for once the step knows the address.
 */
export async function prefetchFirstRates(queryClient: QueryClient, ref: CartRef): Promise<void> {
  const draft = checkoutDraft.read();
  if (!ref.path || ref.isCustomer || draft.giftRegistry) return;
  const [details, countries] = await Promise.all([queryClient.fetchQuery(paymentInformationQuery(ref)), queryClient.fetchQuery(countriesQuery)]);
  const start = initialFormAddress(draft, details, addressCountriesOf(countries));
  if (!start.country_id) return;
  await queryClient.prefetchQuery(shippingRatesQuery(ref, rateAddress({ countryId: start.country_id, postcode: start.postcode, city: start.city })));
}
