/** The PayPal method's words, shown by the payment step, the return pages and the server's refusals. */

/** The Place Order button of PayPal Express (Magento's 'Continue to PayPal'). */
export const CONTINUE_TO_PAYPAL = 'Continue to PayPal';
export const EXPRESS_NOTE = 'You will sign in to PayPal and approve the payment there, then come back here to see your order.';
/** Express for a signed-in customer, where the store offers saved PayPal accounts. */
export const SAVE_AGREEMENT_LABEL = 'Save PayPal for later payments';
export const SAVE_AGREEMENT_NOTE = 'Your next orders can then be paid with this PayPal account without signing in to PayPal again.';
export const AGREEMENTS_LEGEND = 'Your saved PayPal accounts';
export const NO_AGREEMENTS = 'You have no saved PayPal account.';
export const LOADING_AGREEMENTS = 'Loading your saved PayPal accounts…';
export const LOADING_EXPRESS = 'Loading PayPal…';
/** While the page finds the basket again after PayPal. */
export const RETURNING_FROM_PAYPAL = 'Taking you back to the payment step…';

/** Back on the payment step after the shopper cancelled on PayPal's page. */
export const PAYPAL_CANCELLED_NOTICE =
  'You cancelled the payment at PayPal. Your basket is as you left it: you can pay again or choose another payment method.';
/** Back on the payment step after PayPal declined the payment. */
export const PAYPAL_DECLINED_NOTICE = 'PayPal declined the payment. Your basket is as you left it: please choose another payment method.';

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
