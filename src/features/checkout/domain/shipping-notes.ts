/** Shipping notes (spec 001): our wording, the spec shows none. */
export const SHIPPING_NOTES_DISABLED = 'Delivery notes are not available in this store.';
export const SHIPPING_NOTE_TOO_LONG = 'Please keep your delivery note to %1 characters or fewer.';
export const SHIPPING_NOTE_LABEL = 'Delivery notes (optional)';
export const SHIPPING_NOTE_HINT = 'For the courier, e.g. a safe place or a gate code.';
