import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { type BasketData, useBasketMode } from './basket-data';

/** Exclusivity is the customers' subscription pricing; a mixed basket or a count out of range hides checkout. */
export function exclusivityBlocks(data: BasketData): boolean {
  return Boolean(data.is_exclusivity_enabled && (data.is_mixed_cart || data.exclusivity_message));
}

/**
 * Basket exclusivity (spec 000 §4): the price ranges as badges, the conversion offer for a mixed basket,
 * and the range message inline, and as a modal when a change has just taken the basket out of range.
 */
export function ExclusivityPanel({ data }: { data: BasketData }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const navigate = useNavigate();
  const convert = useBasketMode();
  const [modal, setModal] = useState<string | null>(null);
  const shown = useRef(data.exclusivity_message ?? null);
  useEffect(() => {
    const message = data.exclusivity_message ?? null;
    if (message && message !== shown.current) setModal(message);
    shown.current = message;
  }, [data.exclusivity_message]);
  if (!data.is_exclusivity_enabled) return null;
  const ranges = Object.entries(data.subscriptionCombinationJson ?? {});
  const title =
    modal && data.total_subs_item! > (data.max_limit ?? 0)
      ? t('basket.exclusivity.maximumTitle', { qty: data.max_limit ?? 0 })
      : t('basket.exclusivity.minimumTitle');

  // Spec 000 §7: a successful conversion goes to checkout; a failure is only logged.
  const onConvert = () => convert.mutate('subscription', { onSuccess: () => navigate(paths.checkout), onError: (error) => console.error(error) });

  return (
    <section className="exclusivity panel" aria-labelledby="exclusivity-title">
      <h2 id="exclusivity-title">{t('basket.exclusivity.heading')}</h2>
      {ranges.length > 0 && (
        <ul className="exclusivity-ranges">
          {ranges.map(([range, entry]) => (
            <li key={range}>
              <strong>{t('basket.exclusivity.range', { range: range.replace('-', '–') })}</strong> {entry.badge}
            </li>
          ))}
        </ul>
      )}
      {data.exclusivity_message && (
        <p className="message message-error" role="alert">
          {ruleMessage(data.exclusivity_message)}
        </p>
      )}
      {data.subscription_convert_message && (
        <>
          <p>{ruleMessage(data.subscription_convert_message)}</p>
          <Button onClick={onConvert} disabled={convert.isPending}>
            {t('basket.exclusivity.subscribeAll')}
          </Button>
        </>
      )}
      {modal && (
        <Dialog title={title} onConfirm={() => setModal(null)}>
          <p>{ruleMessage(modal)}</p>
        </Dialog>
      )}
    </section>
  );
}
