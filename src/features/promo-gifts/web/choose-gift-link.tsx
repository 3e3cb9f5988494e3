import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Totals } from '../../../shared/web/api/types';
import { useAfterFirstPaint } from '../../../shared/web/after-first-paint';
import { Button } from '../../../shared/web/ui/button';
import { hasGiftToChoose } from '../domain/gift-selection';
import { LazyGiftPopup, loadGiftPopup } from './lazy-gift-popup';
import { usePromoItems } from './promo-items';
import './choose-gift-link.css';

const preload = () => void loadGiftPopup().catch(() => {}); // the popup's own load reports a failure

/**
 * Spec 002 promo gifts: 'Choose your free gift' while the basket earns a gift it has not taken. It opens
 * a popup, so it is a button drawn as a link. The offer is asked for once the summary is on screen.
 * A page that already shows the popup from its address (checkout's #choose-gift) passes `onChoose`, so
 * there is one popup, not two.
 */
export function ChooseGiftLink({ totals, onChoose }: { totals: Totals; onChoose?: () => void }) {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  const offer = usePromoItems(totals, painted);
  const [open, setOpen] = useState(false);
  if (!open && !hasGiftToChoose(offer.data?.items.map((i) => ({ availableQty: i.available_qty })) ?? [])) return null;
  return (
    <div className="choose-gift">
      <Button variant="link" aria-haspopup="dialog" onClick={() => (onChoose ? onChoose() : setOpen(true))} onPointerEnter={preload} onFocus={preload}>
        {t('promoGifts.choose')}
      </Button>
      {open && <LazyGiftPopup totals={totals} onClose={() => setOpen(false)} />}
    </div>
  );
}
