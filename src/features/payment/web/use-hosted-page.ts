import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

/** Whether this store takes cards on the gateway's hosted payment page (asked only where a block may use it). */
export function useHostedPageConfig(enabled = true) {
  return useQuery({
    queryKey: ['worldpay', 'hosted-page-config'],
    queryFn: () => api.get<{ enabled: boolean }>('/worldpay/hostedpaymentpage/config'),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * Spec 002 §7: `POST /worldpay/payment/hostedurl` answers the hosted page's settings as JSON text. Its
 * `iframeTitle` is the source language's; the page titles the frame in its own (`payment.card.hostedFrameTitle`).
 */
export async function fetchHostedPage(quoteId: string, method: string): Promise<{ url: string }> {
  const text = await api.post<string>('/worldpay/payment/hostedurl', { quoteId, paymentdetails: { method } });
  const settings = JSON.parse(text) as { url?: unknown };
  if (typeof settings.url !== 'string' || !/^https?:\/\//.test(settings.url)) throw new Error('No hosted page');
  return { url: settings.url };
}
