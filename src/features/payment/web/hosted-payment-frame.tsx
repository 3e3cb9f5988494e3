import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The gateway's hosted payment page in a frame (spec 002 §4 "Card form"): titled, focused when it
 * appears so a keyboard user goes on inside it. Its result comes back on the shop's own
 * `/worldpay/redirectresult/iframe/status/{outcome}`, which takes the whole window on.
 */
export default function HostedPaymentFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the trigger: a new page in the frame takes the focus.
  useEffect(() => {
    frame.current?.focus();
  }, [url]);
  return (
    <section className="hosted-payment" aria-labelledby="hosted-payment-title">
      <h2 id="hosted-payment-title">{t('payment.card.hostedTitle')}</h2>
      <p>{t('payment.card.hostedText')}</p>
      <iframe ref={frame} src={url} title={title} className="hosted-payment-frame" style={{ width: '100%', minHeight: '28rem', border: '1px solid #767676' }} />
    </section>
  );
}
