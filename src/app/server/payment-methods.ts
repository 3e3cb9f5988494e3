import type { MethodOfferedElsewhere } from '../../features/payment/domain';
import { paymentMethodRegistry, type PaymentMethodRegistry } from '../../features/payment/server/method-plugin';
import { offlinePayment, subscribePro, worldpayApm, worldpayCard, worldpayHostedCard, worldpayWallet } from '../../features/payment/server/methods';
import { payuCardOffer, payuGatewayOffer } from '../../features/payu/domain';
import type { PayUPort } from '../../features/payu/providers';
import { payuCard, payuGateway } from '../../features/payu/server/service';
import type { PayPalPort } from '../../features/paypal/providers';
import { paypalBillingAgreement, paypalExpress, savedPayPalMethods } from '../../features/paypal/server/service';
import { type Pricing, pricingWith } from '../../features/pricing/server/service';

/** The providers the methods that need one are built with (the HTTP adapters, or test twins). */
export interface PaymentAdapters {
  paypal: PayPalPort;
  payu: PayUPort;
}

/**
 * The payment methods the shop takes, one line each: checkout finds a method here by its code and never
 * names one. Methods with nothing to take before the order (free, cash on delivery) fall to `offlinePayment`.
 * A method with its own provider is built on that provider's port.
 */
export function paymentMethodsWith(adapters: PaymentAdapters): PaymentMethodRegistry {
  return paymentMethodRegistry(
    [
      worldpayCard,
      worldpayHostedCard,
      worldpayApm,
      subscribePro,
      paypalExpress(adapters.paypal),
      paypalBillingAgreement(adapters.paypal),
      worldpayWallet,
      payuCard(adapters.payu),
      payuGateway,
    ],
    offlinePayment,
  );
}

/** The methods of features other than payment, offered by their own store settings (payment's own are in its domain). */
const paymentMethodsElsewhere: readonly MethodOfferedElsewhere[] = [payuGatewayOffer, payuCardOffer];

/**
 * The shop's pricing: its quotes offer, after payment's own methods, PayU's by PayU's store settings, and a
 * saved PayPal account to the customer who holds one.
 */
export function shopPricing(): Pricing {
  return pricingWith({ elsewhere: paymentMethodsElsewhere, savedMethodsOf: savedPayPalMethods });
}
