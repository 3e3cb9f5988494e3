/** The payment method codes of spec 002 (the gateway's methods beside `free` and `cashondelivery`). */
export const WORLDPAY_CC = 'worldpay_cc';
export const WORLDPAY_APM = 'worldpay_apm';
/** Apple Pay, Google Pay… through the browser's Payment Request API (domain/wallets/). */
export const WORLDPAY_WALLETS = 'worldpay_wallets';
/** Saved cards (Magento's vault): `<method>_vault`. */
export const WORLDPAY_CC_VAULT = 'worldpay_cc_vault';
export const SUBSCRIBE_PRO_VAULT = 'subscribe_pro_vault';

/** Spec 002 §7: a subscription vault method name is reduced to `subscribe_pro_vault`. */
export function normaliseVaultMethod(code: string): string {
  return /^subscribe_pro(_.*)?_vault(_.*)?$/.test(code) || /^subscribe_pro_vault/.test(code) ? SUBSCRIBE_PRO_VAULT : code;
}

/** A saved card's method code from its payment method. */
export const vaultCodeOf = (method: string): string => `${method}_vault`;
