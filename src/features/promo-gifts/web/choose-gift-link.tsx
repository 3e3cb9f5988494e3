import type { Totals } from '../../../shared/web/api/types';

/** Spec 002 promo gifts: 'Choose your free gift' while the basket earns a gift it has not taken. */
export function ChooseGiftLink(_props: { totals: Totals }) {
  return null;
}
