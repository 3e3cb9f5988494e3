import type { Database } from '../../../shared/server/db';
import { captchaAnswerFrom, recordPlaceOrderRefusal, requirePlaceOrderCaptcha } from '../../captcha/server';
import type { CartRef } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';

/** Who asks: the client address (request.ip) and the request's headers (X-Captcha-Id, X-Captcha). */
export interface PlaceOrderRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One place-order call under the place-order captcha (spec 002 §7): after repeated card refusals on the
 * cart or from the address, the call must answer the cart's current challenge, else 400 'Incorrect
 * CAPTCHA.' before anything else (no gateway call). A card the gateway refuses is counted once the call
 * has failed. A closed cart is a retry: it gets its order. `place` receives the callback the order's card
 * step calls when the gateway refused the card.
 *
 * Only refusals count, never attempts in flight: a shopper's double click (or fifty) on one basket is one
 * order, never a captcha. A burst of parallel cards may pass the limit by the burst's size once; every
 * later one meets the captcha.
 */
export async function withPlaceOrderCaptcha<T>(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  request: PlaceOrderRequest,
  place: (onCardRefused: () => void) => Promise<T>,
): Promise<T> {
  const attempt = await requirePlaceOrderCaptcha(db, shop.store.id, ref, request.ip, captchaAnswerFrom(request.headers));
  if (!attempt) return place(() => {});
  let refused = false;
  try {
    return await place(() => {
      refused = true;
    });
  } finally {
    if (refused) await recordPlaceOrderRefusal(db, attempt);
  }
}
