/** Spec 001 §2, §8 and spec 002 §5: the age verification's shopper-facing texts, verbatim. */

// The age step (spec 001 §2).
export const AGE_REFER_MESSAGE = 'Due to the age restrictions on Vype products, we require a little more information to help verify your age.';

// The ID upload (spec 001 §2).

export const ID_SCAN_REQUEST_FAILED = 'Age Verification request has failed, please contact the support line on a phone number {phone} or email {email}';
export const UPLOAD_INPUT_COUNT_ERROR = 'Age verification: expected exactly one ID upload input, found %1.';

// Call failures (spec 001 §8).
export const VERIFY_CALL_FAILED =
  'We have been unable to perform an age verification check on your account. Please reload the page or contact customer support if the issue persists.';
export const PROOF_CALL_FAILED =
  'We have been unable to submit the proof for your age verification check. Please reload the page or contact customer support if the issue persists.';

// Placing the order (spec 002 §5, check 4).
export const AGE_NOT_VALIDATED = 'Please validate your age to place order.';
export const AGE_VERIFICATION_FAILED = 'You can not proceed with order, due to age verification failed.';

// Proof fields: the spec says only that they are required ("format details: not shown"); these are ours.
export const PASSPORT_MRZ_INVALID = 'Please enter the full line at the bottom of your passport photo page, without the chevrons (<).';
export const PASSPORT_EXPIRY_MISMATCH = 'The expiry date does not match the one in your passport line.';
export const DRIVING_LICENCE_INVALID = 'Please enter your 16-character UK driving licence number, as printed on the card.';
export const PROOF_METHOD_MISSING = 'Please choose a driver licence or a passport.';

// Calls refused on the server (ours).
export const AGE_VERIFICATION_NOT_REQUIRED = 'Age verification is not required in this store.';
export const ID_SCAN_NOT_AVAILABLE = 'ID upload is not available in this store.';
export const AGE_ATTEMPTS_EXCEEDED = 'You have reached the maximum number of attempts to verify your age.';
export const AGE_TOO_MANY_REQUESTS = 'Too many age verification attempts from your address. Please try again later.';
export const ID_SCAN_FILE_MISSING = 'Please choose a photo of your ID to upload.';
export const ID_SCAN_ONE_FILE = 'Please upload one file.';
export const AGE_EMAIL_MISSING = 'Please enter your email address before we verify your age.';
