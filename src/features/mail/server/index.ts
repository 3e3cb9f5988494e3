// The mail feature's server front door: what other features may use.
export { queueMail, queueOrderConfirmation, queuePaymentNotCompleted } from './service';
