import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { HOSTED_FRAME_TITLE } from '../domain/messages';

/** Whether this store takes cards on the gateway's hosted payment page (asked only where a block may use it). */
export function useHostedPageConfig(enabled = true) {
  return useQuery({
    queryKey: ['worldpay', 'hosted-page-config'],
    queryFn: () => api.get<{ enabled: boolean }>('/worldpay/hostedpaymentpage/config'),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Spec 002 §7: `POST /worldpay/payment/hostedurl` answers the hosted page's settings as JSON text. */
export async function fetchHostedPage(quoteId: string, method: string): Promise<{ url: string; title: string }> {
  const text = await api.post<string>('/worldpay/payment/hostedurl', { quoteId, paymentdetails: { method } });
  const settings = JSON.parse(text) as { url?: unknown; iframeTitle?: unknown };
  if (typeof settings.url !== 'string' || !/^https?:\/\//.test(settings.url)) throw new Error('No hosted page');
  return { url: settings.url, title: typeof settings.iframeTitle === 'string' ? settings.iframeTitle : HOSTED_FRAME_TITLE };
}
