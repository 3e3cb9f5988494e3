/**
 * Expected failures carry a stable code and the shopper-facing message (Magento's template with
 * %placeholders and their parameters). The server maps the code to an HTTP status in one place.
 */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'INVALID_INPUT'
  | 'OUT_OF_STOCK'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  /** A service the shop depends on (the payment gateway) did not answer: try again later. */
  | 'UNAVAILABLE';

export type MessageParameters = Record<string, string | number> | Array<string | number>;

/** One field's failure among several (Magento's `errors` list beside the message). */
export interface FieldError {
  message: string;
  parameters: MessageParameters;
}

export class ShopError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly parameters?: MessageParameters,
    /** Each field's own failure, when a form is refused as a whole. */
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

const NO_SUCH_ENTITY = 'No such entity with %fieldName = %fieldValue';

export function noSuchEntity(fieldName: string, fieldValue: string | number): ShopError {
  return new ShopError('NOT_FOUND', NO_SUCH_ENTITY, { fieldName, fieldValue });
}

export function invalidInput(message: string, parameters?: MessageParameters): ShopError {
  return new ShopError('INVALID_INPUT', message, parameters);
}
