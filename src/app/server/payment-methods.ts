import type { MethodOfferedElsewhere } from '../../features/payment/domain';
import { type PaymentMethodRegistry, paymentMethodRegistry } from '../../features/payment/server/method-plugin';
import { offlinePayment, subscribePro, worldpayApm, worldpayCard, worldpayHostedCard } from '../../features/payment/server/methods';
import { payuCardOffer, payuGatewayOffer } from '../../features/payu/domain';
import type { PayUPort } from '../../features/payu/providers';
import { payuCard, payuGateway } from '../../features/payu/server/service';

/**
 * The payment methods the shop takes, one line each: checkout finds a method here by its code and never
 * names one. Methods with nothing to take before the order (free, cash on delivery) fall to `offlinePayment`.
 * A method with its own provider is built on that provider's port.
 */
export function buildPaymentMethods(providers: { payu: PayUPort }): PaymentMethodRegistry {
  return paymentMethodRegistry([worldpayCard, worldpayHostedCard, worldpayApm, subscribePro, payuCard(providers.payu), payuGateway], offlinePayment);
}

/** The methods of features other than payment, offered by their own store settings (payment's own are in its domain). */
export const paymentMethodsElsewhere: readonly MethodOfferedElsewhere[] = [payuGatewayOffer, payuCardOffer];
