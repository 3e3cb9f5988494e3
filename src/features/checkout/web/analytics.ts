import { hasAnalyticsConsent } from '../../consent/web';

/** Failed checkout calls are reported to the analytics data layer (spec 001 §8). */
interface EcommerceErrorEvent {
  event: 'ecommerce_error';
  form: string;
  formType: string;
  message: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Which checkout call failed: the spec names the shipping-information and payment-information URLs. */
export type CheckoutForm = 'shipping-information' | 'payment-information';

/** Reported only with the shopper's consent to analytics: before it, the data layer receives nothing. */
export function pushEcommerceError(form: CheckoutForm, message: string): void {
  if (!hasAnalyticsConsent()) return;
  const event: EcommerceErrorEvent = { event: 'ecommerce_error', form, formType: 'checkout', message };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
