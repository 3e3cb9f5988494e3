export * from './messages';
export * from './delivery-schedule';
export { escapeHtml } from './html';
export { renderAccountCreated } from './account-created';
export { renderPasswordReset } from './password-reset';
export { renderPaymentNotCompleted } from './payment-not-completed';
export { renderRenewalFailed, renderRenewalPlaced, renderSubscriptionChanged } from './subscription-notices';
export { renderOrderConfirmation } from './order-confirmation';
export type { MailLinks } from './layout';
