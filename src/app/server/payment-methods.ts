import { paymentMethodRegistry, type PaymentMethodRegistry } from '../../features/payment/server/method-plugin';
import { offlinePayment, subscribePro, worldpayApm, worldpayCard, worldpayHostedCard, worldpayWallet } from '../../features/payment/server/methods';
import type { PayPalPort } from '../../features/paypal/providers';
import { paypalBillingAgreement, paypalExpress } from '../../features/paypal/server/service';

/** The providers the methods that need one are built with (the HTTP adapters, or test twins). */
export interface PaymentAdapters {
  paypal: PayPalPort;
}

/**
 * The payment methods the shop takes, one line each: checkout finds a method here by its code and never
 * names one. Methods with nothing to take before the order (free, cash on delivery) fall to `offlinePayment`.
 */
export function paymentMethodsWith(adapters: PaymentAdapters): PaymentMethodRegistry {
  return paymentMethodRegistry(
    [worldpayCard, worldpayHostedCard, worldpayApm, subscribePro, paypalExpress(adapters.paypal), paypalBillingAgreement(adapters.paypal), worldpayWallet],
    offlinePayment,
  );
}
