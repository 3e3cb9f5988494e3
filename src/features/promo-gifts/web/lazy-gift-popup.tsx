import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../shared/web/ui/error-boundary';
import type { GiftPopupProps } from './gift-popup';

// The popup (its slider, cards and selection rules) downloads when it first opens, not with the page.
export const loadGiftPopup = () => import('./gift-popup');
const GiftPopup = lazy(loadGiftPopup);

/** The promo gift popup, fetched on demand; nothing shows while its code arrives (a moment). */
export function LazyGiftPopup(props: GiftPopupProps) {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <GiftPopup {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
