import { useState } from 'react';
import type { Totals } from '../../../shared/web/api/types';
import { useAfterFirstPaint } from '../../../shared/web/after-first-paint';
import { Button } from '../../../shared/web/ui/button';
import { CHOOSE_GIFT_TEXT, hasGiftToChoose } from '../domain/gift-selection';
import { LazyGiftPopup, loadGiftPopup } from './lazy-gift-popup';
import { usePromoItems } from './promo-items';
import './choose-gift-link.css';

const preload = () => void loadGiftPopup().catch(() => {}); // the popup's own load reports a failure

/**
 * Spec 002 promo gifts: 'Choose your free gift' while the basket earns a gift it has not taken. It opens
 * a popup, so it is a button drawn as a link. The offer is asked for once the summary is on screen.
 */
export function ChooseGiftLink({ totals }: { totals: Totals }) {
  const painted = useAfterFirstPaint();
  const offer = usePromoItems(totals, painted);
  const [open, setOpen] = useState(false);
  if (!open && !hasGiftToChoose(offer.data?.items.map((i) => ({ availableQty: i.available_qty })) ?? [])) return null;
  return (
    <div className="choose-gift">
      <Button variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {CHOOSE_GIFT_TEXT}
      </Button>
      {open && <LazyGiftPopup totals={totals} onClose={() => setOpen(false)} />}
    </div>
  );
}
