import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Totals } from '../../../shared/web/api/types';
import { Dialog } from '../../../shared/web/ui/dialog';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { GIFTS_COUNTER_ENABLED, giftKey } from '../domain';
import { GiftCard } from './gift-card';
import { GiftSlider } from './gift-slider';
import { toGiftItems, useAddGifts, usePromoItems } from './promo-items';
import { useGiftSelection } from './use-gift-selection';
import './promo-gifts.css';

export interface GiftPopupProps {
  totals: Totals;
  onClose: () => void;
  /** After the gifts are added (spec 002 §7: the page reloads). */
  reload?: () => void;
}

/** Not shown in the spec: the popup's buttons and its note when nothing is on offer. */

/** Spec 002 §2, §4: the promo gift popup, several gifts by checkboxes (selection method 1), in a slider. */
export default function GiftPopup({ totals, onClose, reload = () => window.location.reload() }: GiftPopupProps) {
  const { t } = useTranslation();
  const offer = usePromoItems(totals);
  // A gift already taken in full is not offered again.
  const offered = useMemo(() => (offer.data?.items ?? []).filter((i) => i.available_qty > 0), [offer.data]);
  const items = useMemo(() => toGiftItems(offered), [offered]);
  const selection = useGiftSelection(items);
  const add = useAddGifts(reload);
  const hasOffer = items.length > 0;

  return (
    <Dialog
      // Drawn again once the gifts are in, so focus starts on the first gift rather than on the add button.
      key={offer.isPending ? 'loading' : 'ready'}
      title={t('promoGifts.choose')}
      confirmLabel={t('promoGifts.add')}
      cancelLabel={t('promoGifts.close')}
      onConfirm={() => add.mutate(selection.chosen)}
      onCancel={onClose}
      busy={add.isPending}
      confirmDisabled={!selection.canAdd}
      initialFocus="content"
    >
      {offer.isPending && <Loading />}
      <ErrorMessage error={offer.error} />
      {offer.isSuccess && !hasOffer && <p>{t('promoGifts.none')}</p>}
      {hasOffer && (
        <>
          {GIFTS_COUNTER_ENABLED && (
            <p className="gift-counter" aria-live="polite">
              {t('promoGifts.left', { count: selection.left })}
            </p>
          )}
          <GiftSlider count={items.length}>
            {items.map((item, i) => (
              <GiftCard
                key={giftKey(item)}
                name={offered[i].name}
                offer={offer.data?.rules.find((r) => r.rule_id === item.ruleId)?.name ?? ''}
                image={offered[i].image}
                checked={selection.choices[giftKey(item)]?.checked ?? false}
                qty={selection.choices[giftKey(item)]?.qty ?? 0}
                max={selection.max(item)}
                problem={selection.problem(item)}
                onToggle={(checked) => selection.toggle(item, checked)}
                onQty={(qty) => selection.setQty(item, qty)}
              />
            ))}
          </GiftSlider>
        </>
      )}
      <ErrorMessage error={add.error} />
    </Dialog>
  );
}
