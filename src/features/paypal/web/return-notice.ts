/** The payment step's address after PayPal (`/checkout?paypal=cancelled#payment`). */
export const RETURN_PARAM = 'paypal';
/** Back on the payment step from PayPal's page: what the shopper is told, by the way they came back. */
const RETURN_RESULTS = { cancelled: 'paypal.cancelled', declined: 'paypal.declined' } as const;
export type ReturnResult = keyof typeof RETURN_RESULTS;

export const isReturnResult = (value: string | null): value is ReturnResult => value !== null && Object.hasOwn(RETURN_RESULTS, value);

/** The catalogue key of the notice the return in the page's address asks for, if any. */
export function returnNoticeOf(search: string): (typeof RETURN_RESULTS)[ReturnResult] | null {
  const result = new URLSearchParams(search).get(RETURN_PARAM);
  return isReturnResult(result) ? RETURN_RESULTS[result] : null;
}
