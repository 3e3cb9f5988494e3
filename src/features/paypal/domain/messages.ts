/** The PayPal method's words, shown by the payment step, the return pages and the server's refusals. */

export const PAYPAL_UNAVAILABLE = 'PayPal is not available right now. Please try again later or choose another payment method.';
export const START_KEY_INVALID = 'The PayPal payment could not be started. Please place your order again.';
export const SAVE_AGREEMENT_NOT_ALLOWED = 'PayPal can be saved for later payments only by a signed-in customer, where the store offers it.';
export const AGREEMENT_NOT_FOUND = 'The saved PayPal account was not found. Please choose another payment method.';
/** Removing a saved account that is not the customer's (another's, unknown, already removed): nothing told of it. */
export const SAVED_ACCOUNT_NOT_FOUND = 'The saved PayPal account was not found.';
export const AGREEMENT_DECLINED = 'PayPal declined the payment with your saved account. Please choose another payment method.';

/** The return pages' titles and texts (a refused return changes nothing). */
export const RETURN_REFUSED_TITLE = 'PayPal return not accepted';
export const RETURN_NOT_RECOGNISED = 'This PayPal return does not match a payment waiting in this browser. Nothing was changed.';
export const RETURN_ALREADY_USED = 'This PayPal return has already been used. Nothing was changed.';
export const RETURN_AMOUNT_MISMATCH = 'The payment PayPal holds does not match your order. Nothing was taken and nothing was changed.';
export const START_NOT_FOUND = 'There is no PayPal payment waiting in this browser. Nothing was changed.';
export const BACK_TO_SHOP = 'Back to the shop';

export const WEBHOOK_SIGNATURE_MISSING = 'The webhook is not signed.';
export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is not valid.';
