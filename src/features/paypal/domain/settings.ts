import { defineSettings } from '../../../shared/domain/settings';

/** Magento's `allow_ba_signup`: whether Express asks a signed-in customer to save PayPal for later payments. */
const AGREEMENT_SIGNUP = ['ask', 'never'] as const;
type AgreementSignup = (typeof AGREEMENT_SIGNUP)[number];

/** PayPal's own settings (the methods' titles and switches are the payment feature's; PayPal's page shows the store's brand). */
export interface PayPalSettings {
  agreementSignup: AgreementSignup;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    paypal: PayPalSettings;
  }
}

export const paypalSettings = defineSettings(
  {
    'payment/paypal_express/allow_ba_signup': 'never',
  },
  (get): { paypal: PayPalSettings } => {
    const signup = get.text('payment/paypal_express/allow_ba_signup');
    return {
      paypal: {
        agreementSignup: (AGREEMENT_SIGNUP as readonly string[]).includes(signup) ? (signup as AgreementSignup) : 'never',
      },
    };
  },
);

/** Whether Express may save a customer's PayPal account: the store asks, and offers the saved accounts as a method. */
export function mayOfferAgreement(paypal: PayPalSettings, agreementMethodEnabled: boolean, isCustomer: boolean): boolean {
  return isCustomer && agreementMethodEnabled && paypal.agreementSignup === 'ask';
}
