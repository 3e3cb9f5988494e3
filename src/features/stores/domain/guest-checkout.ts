import type { StoreSettings } from './settings';

/** Magento's answer to a guest placing an order where guest checkout is off (checkout/options/guest_checkout = 0). */
export const GUEST_CHECKOUT_NOT_AVAILABLE = 'Sorry, guest checkout is not available.';

/** Whether a shopper may place an order: customers always, guests where the store allows guest checkout. */
export function mayPlaceOrder(shopper: 'guest' | 'customer', settings: Pick<StoreSettings, 'guestCheckoutAllowed'>): boolean {
  return shopper === 'customer' || settings.guestCheckoutAllowed;
}
