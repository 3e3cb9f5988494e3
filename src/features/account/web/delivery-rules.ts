import { type AddressFormRules, restrictionsOf, type useCheckoutConfig } from '../../checkout/web';

type CheckoutConfig = ReturnType<typeof useCheckoutConfig>['data'];

/** The store's delivery rules on an address of My account (the book's are offered for delivery), as checkout applies them. */
export function deliveryRulesOf(config: CheckoutConfig): AddressFormRules {
  return config ? { restrictions: restrictionsOf(config), addressLimits: config.bat_address_limit, localAddressRules: config.local_address_rules } : {};
}
