/**
 * Every fixed shopper-facing validation text. Texts quoted by the specification are used verbatim;
 * where it only names a rule, Magento 2's standard text is used. Placeholders: %1 (positional,
 * parameter key '1'), %name and {name} (named); fill them with formatMessage.
 */

// Text
export const REQUIRED_MESSAGE = 'This is a required field.';
export const FIELD_REQUIRED_MESSAGE = 'Field {name} is required.';
export const MAX_LENGTH_MESSAGE = 'Please enter less or equal than %1 symbols.';
export const MIN_LENGTH_MESSAGE = 'Please enter more or equal than %1 symbols.';
export const NO_HTML_TAGS_MESSAGE = 'HTML tags are not allowed.';
export const EMAIL_MESSAGE = 'Please enter a valid email address (Ex: johndoe@domain.com).';
export const URL_MESSAGE = 'Please enter a valid URL. Protocol is required (http://, https:// or ftp://).';
export const SELECT_OPTION_MESSAGE = 'Please select an option.';

// Telephone
export const TELEPHONE_INVALID_MESSAGE = 'Invalid telephone number';
export const TELEPHONE_INVALID_COUNTRY_MESSAGE = 'Invalid country code';
export const TELEPHONE_TOO_SHORT_MESSAGE = 'Telephone number is too short';
export const TELEPHONE_TOO_LONG_MESSAGE = 'Telephone number is too long';
export const UK_MOBILE_MESSAGE =
  'The mobile number must contain 10 digits only (excluding the country code) without spacing, ' +
  'please remove the starting 0 if needed. Correct format should be: +447xxxxxxxxx';

// Address
export const ZIP_US_MESSAGE = 'Please enter a valid zip code (Ex: 90602 or 90602-1234).';
export const POSTCODE_INVALID_WARNING = 'Provided Zip/Postal Code seems to be invalid.';
export const POSTCODE_EXAMPLE_PREFIX = ' Example: ';
export const POSTCODE_IGNORE_NOTICE = 'If you believe it is the right one you can ignore this notice.';

// Passwords
export const PASSWORD_MESSAGE = 'Please enter 6 or more characters. Leading and trailing spaces will be ignored.';
export const CUSTOMER_PASSWORD_LENGTH_MESSAGE =
  'Minimum length of this field must be equal or greater than %1 symbols. Leading and trailing spaces will be ignored.';
export const CUSTOMER_PASSWORD_CLASSES_MESSAGE =
  'Minimum of different classes of characters in password is %1. ' + 'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
export const STAFF_PASSWORD_MESSAGE = 'Please enter 7 or more characters, using both numeric and alphabetic.';

// Numbers and dates
export const NUMBER_MESSAGE = 'Please enter a valid number in this field.';
export const INTEGER_MESSAGE = 'Please enter a valid integer in this field.';
export const RANGE_MESSAGE = 'The value is not within the specified range.';
export const MAX_VALUE_MESSAGE = 'Please enter a value less than or equal to %1.';
export const MIN_VALUE_MESSAGE = 'Please enter a value greater than or equal to %1.';
export const GREATER_THAN_ZERO_MESSAGE = 'Please enter a number greater than 0 in this field.';
export const DATE_MESSAGE = 'Please enter a valid date.';
export const DATE_OF_BIRTH_MESSAGE = 'The Date of Birth should not be greater than today.';

// Files (age-verification ID upload)
export const FILE_TYPE_MESSAGE = 'File Type is not valid please upload JPEG or PNG file';
export const FILE_SIZE_MESSAGE = 'File Size bigger than 5MB';
// Ours: the spec has no text for an image of absurd dimensions (a decompression bomb).
export const FILE_DIMENSIONS_MESSAGE = 'The image is too large, please upload a photo of at most %max pixels a side';

// Payment cards
export const CARD_NUMBER_MESSAGE = 'Please enter a valid credit card number.';
export const CARD_TYPE_MESSAGE = 'Please enter a valid credit card type number.';
export const CARD_TYPE_MISMATCH_MESSAGE = 'Card number entered does not match with card type selected';
export const CARD_CVV_MESSAGE = 'Please enter a valid credit card verification number.';
export const CARD_EXPIRY_MONTH_MESSAGE = 'Incorrect credit card expiration month.';
export const CARD_EXPIRY_YEAR_MESSAGE = 'Incorrect credit card expiration year.';

// Basket quantities
export const QTY_GREATER_THAN_ZERO_MESSAGE = 'Please enter a quantity greater than 0.';
export const QTY_MIN_MESSAGE = 'The fewest you may purchase is %1.';
export const QTY_MAX_MESSAGE = 'The maximum you may purchase is %1.';
export const QTY_INCREMENTS_MESSAGE = 'You can buy this product only in quantities of %1 at a time.';
export const SUBSCRIPTION_TOO_MANY_MESSAGE =
  'You can only have up to %qty cartridges in your basket when you subscribe to {brand}. ' +
  'Please decrease the quantity of cartridges to qualify for subscription.';
export const SUBSCRIPTION_TOO_FEW_MESSAGE =
  'You have selected a subscription option. You need a minimum of %qty cartridges in your basket ' + 'in order to qualify for our subscription service.';

// Magento's web API, for a value of the wrong type in a request (an id that is not a whole number).
export const VALUE_TYPE_MESSAGE = 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.';
