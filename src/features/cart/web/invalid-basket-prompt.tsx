import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type BasketData, useBasketMode } from './basket-data';

type Mode = 'subscription' | 'onetime';

/** The confirmation's texts for each choice (catalogue keys). */
const CONFIRM_TEXT = {
  subscription: {
    title: 'basket.invalid.subscriptionTitle',
    body: 'basket.invalid.subscriptionText',
    action: 'basket.invalid.subscriptionAction',
  },
  onetime: {
    title: 'basket.invalid.oneTimeTitle',
    body: 'basket.invalid.oneTimeText',
    action: 'basket.invalid.oneTimeAction',
  },
} as const satisfies Record<Mode, { title: string; body: string; action: string }>;

/**
 * The invalid-basket prompt (spec 000 §2, §4): a free device with a mixed basket. Each action asks for
 * confirmation; once the switch is saved the page reloads, as the spec says.
 */
export function InvalidBasketPrompt({ data, reload = () => window.location.reload() }: { data: BasketData; reload?: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Mode | null>(null);
  const mode = useBasketMode();
  if (!data.invalid_basket.show) return null;

  const confirm = () => {
    if (!confirming) return;
    mode.mutate(confirming, { onSuccess: reload, onSettled: () => setConfirming(null) });
  };

  return (
    <section className="invalid-basket panel" aria-labelledby="invalid-basket-title">
      <h2 id="invalid-basket-title">{t('basket.invalid.title')}</h2>
      <p>{t('basket.invalid.text')}</p>
      <div className="actions">
        {data.invalid_basket.can_accept_subscriptions && <Button onClick={() => setConfirming('subscription')}>{t(CONFIRM_TEXT.subscription.action)}</Button>}
        <Button variant="secondary" onClick={() => setConfirming('onetime')}>
          {t(CONFIRM_TEXT.onetime.action)}
        </Button>
      </div>
      <ErrorMessage error={mode.error} />
      {confirming && (
        <Dialog
          title={t(CONFIRM_TEXT[confirming].title)}
          confirmLabel={t(CONFIRM_TEXT[confirming].action)}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
          busy={mode.isPending}
        >
          <p>{t(CONFIRM_TEXT[confirming].body)}</p>
        </Dialog>
      )}
    </section>
  );
}
