import { paymentMethodRegistry } from '../../features/payment/server/method-plugin';
import { offlinePayment, worldpayApm, worldpayCard, worldpayHostedCard, worldpayWallet } from '../../features/payment/server/methods';

/**
 * The payment methods the shop takes, one line each: checkout finds a method here by its code and never
 * names one. Methods with nothing to take before the order (free, cash on delivery) fall to `offlinePayment`.
 */
export const paymentMethods = paymentMethodRegistry([worldpayCard, worldpayHostedCard, worldpayApm, worldpayWallet], offlinePayment);
