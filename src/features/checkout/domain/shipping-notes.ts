/** Shipping notes (spec 001): our wording, the spec shows none. */
export const SHIPPING_NOTES_DISABLED = 'Delivery notes are not available in this store.';
export const SHIPPING_NOTE_TOO_LONG = 'Please keep your delivery note to %1 characters or fewer.';
