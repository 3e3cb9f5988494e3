import { useState } from 'react';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type BasketData, useBasketMode } from './basket-data';

type Mode = 'subscription' | 'onetime';

const INVALID_BASKET_TITLE = 'Choose how to buy your pods';
const INVALID_BASKET_TEXT =
  'Your free device comes with a subscription basket, so your pod packs cannot mix subscription and one-time purchase. Choose one for the whole basket.';
const CONFIRM_TEXT: Record<Mode, { title: string; body: string; action: string }> = {
  subscription: {
    title: 'Subscribe to every pack?',
    body: 'Every pod pack in your basket becomes a monthly subscription, and your device stays free.',
    action: 'Accept subscriptions',
  },
  onetime: {
    title: 'Buy every pack once?',
    body: 'Every pod pack in your basket becomes a one-time purchase, and the device is charged at its normal price.',
    action: 'Accept one-time purchases',
  },
};

/**
 * The invalid-basket prompt (spec 000 §2, §4): a free device with a mixed basket. Each action asks for
 * confirmation; once the switch is saved the page reloads, as the spec says.
 */
export function InvalidBasketPrompt({ data, reload = () => window.location.reload() }: { data: BasketData; reload?: () => void }) {
  const [confirming, setConfirming] = useState<Mode | null>(null);
  const mode = useBasketMode();
  if (!data.invalid_basket.show) return null;

  const confirm = () => {
    if (!confirming) return;
    mode.mutate(confirming, { onSuccess: reload, onSettled: () => setConfirming(null) });
  };

  return (
    <section className="invalid-basket panel" aria-labelledby="invalid-basket-title">
      <h2 id="invalid-basket-title">{INVALID_BASKET_TITLE}</h2>
      <p>{INVALID_BASKET_TEXT}</p>
      <div className="actions">
        {data.invalid_basket.can_accept_subscriptions && <Button onClick={() => setConfirming('subscription')}>{CONFIRM_TEXT.subscription.action}</Button>}
        <Button variant="secondary" onClick={() => setConfirming('onetime')}>
          {CONFIRM_TEXT.onetime.action}
        </Button>
      </div>
      <ErrorMessage error={mode.error} />
      {confirming && (
        <Dialog
          title={CONFIRM_TEXT[confirming].title}
          confirmLabel={CONFIRM_TEXT[confirming].action}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
          busy={mode.isPending}
        >
          <p>{CONFIRM_TEXT[confirming].body}</p>
        </Dialog>
      )}
    </section>
  );
}
