/** The payment method codes of spec 002 (the gateway's methods beside `free` and `cashondelivery`). */
export const WORLDPAY_CC = 'worldpay_cc';
export const WORLDPAY_APM = 'worldpay_apm';
/** A new card kept as a subscription payment profile (its renewals are charged to it, merchant-initiated). */
export const SUBSCRIBE_PRO = 'subscribe_pro';
/** PayPal (spec 002 §9): Express Checkout, and a customer's saved PayPal account for later payments. */
export const PAYPAL_EXPRESS = 'paypal_express';
export const PAYPAL_BILLING_AGREEMENT = 'paypal_billing_agreement';
/** Apple Pay, Google Pay… through the browser's Payment Request API (domain/wallets/). */
export const WORLDPAY_WALLETS = 'worldpay_wallets';
/** A subscription payment profile saved before pays a new subscription (its security code typed again). */
export const SUBSCRIBE_PRO_VAULT = 'subscribe_pro_vault';

/**
 * Spec 002 §7: a subscription vault method name is reduced to `subscribe_pro_vault` (Magento names each
 * saved profile's choice `subscribe_pro_vault_<n>`); the browser reduces it before sending, the server again.
 */
export function normaliseVaultMethod(code: string): string {
  return /^subscribe_pro_(.*_)?vault/.test(code) ? SUBSCRIBE_PRO_VAULT : code;
}
