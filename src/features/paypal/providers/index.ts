export * from './port';
export { isSignedWebhook, webhookHeaders } from './webhooks';
export { createHttpPayPal } from './http';

/**
 * The twin's REST app credentials and webhook secret, for tests (the shop's come from `PAYPAL_CLIENT_ID`,
 * `PAYPAL_CLIENT_SECRET` and `PAYPAL_WEBHOOK_SECRET`, whose defaults are these; PayPal's sandbox app has its own).
 */
export const SANDBOX_PAYPAL_CREDENTIALS = {
  clientId: 'sandbox-paypal-client',
  clientSecret: 'sandbox-paypal-secret',
  webhookSecret: 'sandbox-paypal-webhook-secret',
};
