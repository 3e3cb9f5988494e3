import { PAYPAL_CANCELLED_NOTICE, PAYPAL_DECLINED_NOTICE } from '../domain';

/** The payment step's address after PayPal (`/checkout?paypal=cancelled#payment`) and what it says then. */
export const RETURN_PARAM = 'paypal';
const RETURN_RESULTS = { cancelled: PAYPAL_CANCELLED_NOTICE, declined: PAYPAL_DECLINED_NOTICE } as const;
export type ReturnResult = keyof typeof RETURN_RESULTS;

export const isReturnResult = (value: string | null): value is ReturnResult => value !== null && Object.hasOwn(RETURN_RESULTS, value);

/** The notice of this page's address, if it came back from PayPal unpaid. */
export function returnNoticeOf(search: string): string | null {
  const result = new URLSearchParams(search).get(RETURN_PARAM);
  return isReturnResult(result) ? RETURN_RESULTS[result] : null;
}
