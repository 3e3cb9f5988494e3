// The payment feature's web front door: what other features may use.
export { WebPaymentMethodsContext, useWebPaymentMethod } from './method-plugin';
export type { AfterOrder, MethodBlockHandle, MethodBlockProps } from './method-plugin';
export { usePaymentConfig } from './payment-config';
export { hasSubscriptionLine } from './subscription-lines';
export { useElectronicInvoice } from './use-electronic-invoice';
export type { ElectronicInvoiceController } from './use-electronic-invoice';
