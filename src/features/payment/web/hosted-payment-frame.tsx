import { useEffect, useRef } from 'react';

/**
 * The gateway's hosted payment page in a frame (spec 002 §4 "Card form"): titled, focused when it
 * appears so a keyboard user goes on inside it. Its result comes back on the shop's own
 * `/worldpay/redirectresult/iframe/status/{outcome}`, which takes the whole window on.
 */
export default function HostedPaymentFrame({ url, title }: { url: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the trigger: a new page in the frame takes the focus.
  useEffect(() => {
    frame.current?.focus();
  }, [url]);
  return (
    <section className="hosted-payment" aria-labelledby="hosted-payment-title">
      <h2 id="hosted-payment-title">Pay by card</h2>
      <p>Your order is placed. Enter your card on the secure payment page below to pay for it.</p>
      <iframe ref={frame} src={url} title={title} className="hosted-payment-frame" style={{ width: '100%', minHeight: '28rem', border: '1px solid #767676' }} />
    </section>
  );
}
