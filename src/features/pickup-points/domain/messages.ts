/** Spec 001 §5, §8: the pickup point's shopper-facing messages. */
export const PICKUP_NOT_SELECTED = 'Please select pickup';
export const PICKUP_PHONE_INVALID = 'Please enter a valid mobile phone number';
export const PICKUP_LOAD_FAILED = 'Unable to load pickup, please select another shipping method';

/** The answers of the pickup calls when something is not there or not offered. */
export const PICKUP_POINT_NOT_FOUND = 'The pickup point %pickupId (network %networkCode) could not be found.';
export const PICKUP_NOT_AVAILABLE = 'Pickup point delivery is not available in this store.';
export const PICKUP_SEARCH_ADDRESS_MISSING = 'Enter a postcode or a town to find pickup points near you.';
