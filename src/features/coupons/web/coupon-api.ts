import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { CartRef } from '../../cart/web';
import { useRefreshTotals } from '../../pricing/web';
import type { CaptchaType, CouponCaptcha } from '../../captcha/domain';
import { type CaptchaAnswer, captchaHeaders, challengeQuery } from '../../captcha/web';

/** The answer sent with PUT {cart}/coupons/{code}. */
export { type CaptchaAnswer, captchaHeaders } from '../../captcha/web';

/**
 * GET {cart}/coupon-captcha, a picture or a question. Every call draws a new challenge: fetched only while it
 * may be shown, never refetched behind the shopper's back; the one shown stays while another type is fetched.
 */
export function useCouponCaptcha(ref: CartRef, enabled: boolean, type: CaptchaType) {
  return useQuery({
    queryKey: [...cartKeys.couponCaptcha(ref.scope), type],
    queryFn: () => api.get<CouponCaptcha>(`${ref.path}/coupon-captcha${challengeQuery(type)}`),
    placeholderData: keepPreviousData,
    enabled: enabled && ref.ready && ref.path !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** PUT {cart}/coupons/{code}; resolves once the totals show the coupon. */
export function useApplyCoupon(ref: CartRef) {
  const refresh = useRefreshTotals(ref.scope);
  return useMutation({
    mutationFn: ({ code, captcha }: { code: string; captcha?: CaptchaAnswer }) =>
      api.put<boolean>(`${ref.path}/coupons/${encodeURIComponent(code)}`, undefined, captchaHeaders(captcha)),
    onSuccess: () => refresh(),
  });
}

/** DELETE {cart}/coupons; resolves once the totals no longer show it. */
export function useCancelCoupon(ref: CartRef) {
  const refresh = useRefreshTotals(ref.scope);
  return useMutation({
    mutationFn: () => api.delete<boolean>(`${ref.path}/coupons`),
    onSuccess: () => refresh(),
  });
}
