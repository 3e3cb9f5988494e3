// The payment feature's server front door: what other features may use.
export {
  APM_RETURN_COOKIE,
  APM_RETURN_COOKIE_MAX_AGE_SECONDS,
  PAID_STATUSES,
  UNPAID_STATUSES,
  apmPaymentOfCart,
  cartIdOfApmOrderCode,
} from './apm-payment-plugin';
export { GATEWAY_UNAVAILABLE, cardPayment, idempotencyKeyOf } from './card-payment-plugin';
export type { PaymentGatewayPort } from './card-payment-plugin';
export type { Money, OrderToPay, PaymentCallContext, PaymentMethodRegistry, PaymentOutcome, ServerPaymentMethod } from './method-plugin';
export { electronicInvoiceForOrder, orderPaymentOfCart } from './service';
export { chargeRenewal, recordRenewalPayment, refundRenewal, subscriptionProfileCard, subscriptionProfileCards } from './renewal-charges';
