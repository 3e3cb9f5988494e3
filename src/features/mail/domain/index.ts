export * from './messages';
export * from './delivery-schedule';
export { escapeHtml } from './html';
export { renderAccountCreated, ACCOUNT_CREATED_SUBJECT } from './account-created';
export { renderPasswordReset, passwordResetLink, PASSWORD_RESET_SUBJECT } from './password-reset';
export { renderOrderConfirmation, maskedCard, ORDER_CONFIRMATION_SUBJECT } from './order-confirmation';
export type { MailLinks } from './layout';
