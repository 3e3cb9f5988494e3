/**
 * PayU's shopper-facing texts (the spec shows none for PayU: these are ours). The card refusals, the card
 * data refusal and the return notices are payment's own texts, imported where they are used.
 */

/** A return or a confirmation whose signature is not PayU's (tampered, or signed with another key). */
export const PAYU_RESPONSE_NOT_VERIFIED = 'The payment response could not be verified. Your order was not changed.';
/** A return already used once (the browser's back button, or a copied address). */
export const PAYU_RESPONSE_ALREADY_USED = 'This payment response was already used. Your order was not changed.';
/** A signed return or confirmation of another amount, currency or order than the payment the shop asked for. */
export const PAYU_RESPONSE_MISMATCH = 'The payment response does not match your order. Your order was not changed.';
/** No PayU payment waits for this browser (no claim, an expired one, or someone else's). */
export const PAYU_NO_PAYMENT_WAITING = 'There is no PayU payment waiting for this browser. Please place your order again.';
/** The instalment plans could not be asked of PayU (the shopper may still pay in one payment). */
export const PAYU_PLANS_UNAVAILABLE = 'The instalment plans could not be loaded. Please try again or choose One Payment.';
