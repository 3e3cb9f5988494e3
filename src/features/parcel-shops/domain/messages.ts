/** Spec 001 §2, §5, §8: the service point texts, verbatim (one shopper-facing typo fixed, see below). */
export const POSTCODE_INVALID = 'Please enter a valid postal code.';
export const POSTCODE_REQUIRED = 'Enter postcode to search for nearest ParcelShop';
export const SHOP_REQUIRED = 'Please choose a ParcelShop';
export const MOBILE_REQUIRED = 'Please enter mobile number for notification about the package';
/** The spec gives no text for a mobile number that is not one; the pickup point's text fits. */
export const MOBILE_INVALID = 'Please enter a valid mobile phone number';
export const NO_SHOP_FOR_POSTCODE = 'No service point found for this postal code. Please enter a different postal code.';
export const SERVICE_UNAVAILABLE = 'Sorry! It is currently not possible to select a service point. Please refresh the page or try later.';
/** The source spells it 'Serice'; shoppers read the corrected word. */
export const NO_SERVICE_POINT_AVAILABLE = 'No Service Point available, please try again';

/** saveData while another delivery method is chosen on the cart. */
export const NOT_PARCEL_SHOP_METHOD = 'Choose the parcel shop delivery method before choosing a ParcelShop.';
/** saveData with a shop the search for its postcode does not return. */
export const SHOP_NOT_FOUND = 'The chosen ParcelShop is no longer available. Please choose another one.';
/** getParcelShops for a country the store does not deliver to. */
export const COUNTRY_NOT_SERVED = 'Parcel shops are not available for this country.';
