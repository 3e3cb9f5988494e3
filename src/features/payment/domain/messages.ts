/**
 * The payment capability's shopper-facing texts (spec 002 §5 and §8). Texts quoted by the spec are
 * verbatim; the card-field texts shared with the form primitives stay in
 * `shared/domain/validation/messages.ts`. Provider codes (CCAM…) carry configurable texts: the defaults
 * here are used until a store configures its own (`payment/worldpay/exception_messages/<code>`).
 */

export const CARD_NAME_MESSAGE = 'Please enter a valid cardholder name.';

/** The gateway's configurable error codes (spec 002 §8). */
const PROVIDER_CODES = ['CCAM0', 'CCAM1', 'CCAM2', 'CCAM3', 'CCAM4', 'CCAM5', 'CCAM20', 'CCAM21', 'CTYP01'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export const DEFAULT_PROVIDER_MESSAGES: Readonly<Record<ProviderCode, string>> = {
  CCAM0: 'Invalid card number. Please check the card number and try again.',
  CCAM1: 'The card number must be between 12 and 20 digits.',
  CCAM2: 'The saved card could not be found. Please choose another card.',
  CCAM3: 'Invalid security code for the saved card.',
  CCAM4: 'Subscribed customers must save the card to place the order.',
  CCAM5: 'Please accept the disclaimer to save the card.',
  CCAM20: 'CPF must be 11 digits or CNPJ must be 14 digits.',
  CCAM21: 'The transaction purpose may contain only letters, digits and spaces.',
  // Spec 002 §5: the one provider text the spec shows.
  CTYP01: 'Card number entered does not match with card type selected',
};

// Alternative methods (spec 002 §5), each overridable by a configured exception message.
export const APM_TYPE_REQUIRED_MESSAGE = 'Please select a payment type.';
export const IDEAL_BANK_REQUIRED_MESSAGE = 'Please select your bank.';
export const KLARNA_TYPE_MESSAGE = 'Please select a Klarna payment option available in your country.';
export const ACH_ACCOUNT_MESSAGE = 'Maximum allowed length of 17 exceeded';
export const ACH_ROUTING_MESSAGE = 'Required length should be 8 or 9';
/** Not in the spec: a 9-digit routing number whose check digit does not add up (a mistyped number). */
export const ACH_ROUTING_CHECKSUM_MESSAGE = 'Please enter a valid routing number.';
export const ACH_CHECK_NUMBER_MESSAGE = 'Maximum allowed length of 15 exceeded';
export const ACH_COMPANY_MESSAGE = 'Maximum allowed length of 40 exceeded';
export const DIGITS_ONLY_MESSAGE = 'Please enter a valid number in this field.';
/** Back from the payment page (the spec shows no texts): the basket is restored with one of these notices. */
export const APM_CANCELLED_NOTICE = 'You cancelled the payment. Your basket is as you left it: you can pay again or choose another payment method.';
export const APM_FAILED_NOTICE = 'Your payment was not completed. Your basket is as you left it: please try again or choose another payment method.';
/** The hosted payment page's frame title in `hostedurl`'s answer (the source language's; the page titles the frame in its own). */
export const HOSTED_FRAME_TITLE = 'Secure card payment';
export const APM_DETAILS_INVALID = 'The payment details are not valid.';
/** Spec 002 §5: logged (not shown) when the alternative payment form fails its validation. */
export const APM_VALIDATION_FAILED_LOG = 'Validation Failed';

// Latin America and invoices.
export const INSTALMENT_REQUIRED_MESSAGE = 'Please select the number of instalments.';
/** Always the first instalment option (spec 002 §7). */
export const ONE_PAYMENT = 'One Payment';
/** A CPF/CNPJ sent with a billing address outside Brazil: refused, the shop keeps no tax number it does not need. */
export const CPF_NOT_ASKED_MESSAGE = 'A CPF or CNPJ is asked only for a billing address in Brazil. Please check your billing address.';
/** Instalments asked for where the store offers none (another billing country, or instalments off). */
export const INSTALMENTS_NOT_OFFERED_MESSAGE = 'Instalments are not offered for this billing address. Please choose One Payment.';
export const RFC_MESSAGE = 'Please enter a valid RFC.';
export const INVOICE_INVALID_MESSAGE = 'The electronic invoice form has some invalid fields';
