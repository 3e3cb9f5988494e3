export { PAYPAL_BILLING_AGREEMENT, PAYPAL_EXPRESS } from '../../payment/domain';
export * from './amounts';
export * from './agreement';
export * from './express';
export * from './messages';
export * from './payer-email';
export * from './settings';
export * from './webhook-events';
