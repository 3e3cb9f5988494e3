import { useMemo } from 'react';
import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import type { Totals } from '../../../shared/web/api/types';
import { Dialog } from '../../../shared/web/ui/dialog';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { CHOOSE_GIFT_TEXT, GIFTS_COUNTER_ENABLED, GIFTS_LEFT_TEXT, giftKey } from '../domain';
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
export const ADD_GIFTS_TEXT = 'Add to Cart';
export const NO_GIFTS_TEXT = 'There is no free gift to choose for your basket.';

/** Spec 002 §2, §4: the promo gift popup, several gifts by checkboxes (selection method 1), in a slider. */
export default function GiftPopup({ totals, onClose, reload = () => window.location.reload() }: GiftPopupProps) {
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
      title={CHOOSE_GIFT_TEXT}
      confirmLabel={ADD_GIFTS_TEXT}
      cancelLabel="Close"
      onConfirm={() => add.mutate(selection.chosen)}
      onCancel={onClose}
      busy={add.isPending}
      confirmDisabled={!selection.canAdd}
      initialFocus="content"
    >
      {offer.isPending && <Loading />}
      <ErrorMessage error={offer.error} />
      {offer.isSuccess && !hasOffer && <p>{NO_GIFTS_TEXT}</p>}
      {hasOffer && (
        <>
          {GIFTS_COUNTER_ENABLED && (
            <p className="gift-counter" aria-live="polite">
              {formatMessage(GIFTS_LEFT_TEXT, { 1: selection.left })}
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
