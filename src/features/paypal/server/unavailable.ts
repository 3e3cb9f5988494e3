import { ShopError } from '../../../shared/domain/errors';
import type { PaymentCallContext } from '../../payment/server';
import { PAYPAL_UNAVAILABLE } from '../domain';
import { PayPalRequestError, PayPalUnavailableError } from '../providers/port';

/** PayPal not answering, or refusing the shop's call: the shopper is told to try again later, nothing was written. */
export function paypalUnavailable(error: unknown, call: Pick<PaymentCallContext, 'log'>, code: string): never {
  if (error instanceof PayPalUnavailableError) call.log.warn({ code, reason: error.reason }, 'PayPal unavailable');
  else if (error instanceof PayPalRequestError) call.log.warn({ code, status: error.status, issue: error.issue }, 'PayPal refused the request');
  else throw error;
  throw new ShopError('UNAVAILABLE', PAYPAL_UNAVAILABLE);
}
