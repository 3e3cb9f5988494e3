import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { GIFT_SLIDER_ITEMS_SHOWN, GIFT_SLIDER_ITEM_WIDTH_PX } from '../domain';

/** Not shown in the spec: the space between two cards. */
const GIFT_SLIDER_GAP_PX = 16;
const STEP_PX = GIFT_SLIDER_ITEM_WIDTH_PX + GIFT_SLIDER_GAP_PX;

export interface SliderWindow {
  first: number;
  shown: number;
}

function windowOf(track: HTMLElement): SliderWindow {
  return {
    first: Math.round(track.scrollLeft / STEP_PX),
    // Up to the spec's 3 cards; fewer where 3 of 280 px do not fit (1 at 375 px).
    shown: Math.min(GIFT_SLIDER_ITEMS_SHOWN, Math.max(1, Math.floor((track.clientWidth + GIFT_SLIDER_GAP_PX) / STEP_PX))),
  };
}

/**
 * Spec 002 §9: the gifts in a row of cards, 3 of 280 px at a time, with previous and next buttons. The row
 * scrolls (by the buttons, a swipe, or Tab reaching a card out of view), so every card stays in the tab order.
 */
export function GiftSlider({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  /** '1–3 of 7', or '2 of 7' where one card shows at a time. */
  const positionText = ({ first, shown }: SliderWindow) => {
    const last = Math.min(first + shown, count);
    return last === first + 1 ? t('promoGifts.position', { last, total: count }) : t('promoGifts.range', { first: first + 1, last, total: count });
  };
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [view, setView] = useState<SliderWindow>({ first: 0, shown: GIFT_SLIDER_ITEMS_SHOWN });
  const measure = useCallback(() => track.current && setView(windowOf(track.current)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the item count is a trigger: the slider is measured again when items come or go.
  useEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (track.current) observer.observe(track.current);
    return () => observer.disconnect();
  }, [measure, count]);

  const atStart = view.first <= 0;
  const atEnd = view.first + view.shown >= count;
  const move = (by: number) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollTo({ left: Math.max(0, view.first + by) * STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };
  const style = {
    '--gift-width': `${GIFT_SLIDER_ITEM_WIDTH_PX}px`,
    '--gift-gap': `${GIFT_SLIDER_GAP_PX}px`,
    '--gifts-shown': GIFT_SLIDER_ITEMS_SHOWN,
  } as CSSProperties;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern (WAI-ARIA APG): a group with the carousel role description.
    <div className="gift-slider" role="group" aria-roledescription="carousel" aria-label={t('promoGifts.slider')} style={style}>
      <ul id={trackId} ref={track} className="plain gift-slider-track" onScroll={measure}>
        {children}
      </ul>
      {count > view.shown && (
        <div className="gift-slider-controls">
          {/* aria-disabled, not disabled: a button that stops at the end keeps focus inside the popup. */}
          <Button
            variant="icon"
            aria-label={t('promoGifts.previous')}
            aria-controls={trackId}
            aria-disabled={atStart || undefined}
            onClick={() => !atStart && move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <p className="gift-slider-position" aria-live="polite">
            {positionText(view)}
          </p>
          <Button variant="icon" aria-label={t('promoGifts.next')} aria-controls={trackId} aria-disabled={atEnd || undefined} onClick={() => !atEnd && move(1)}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </div>
  );
}
