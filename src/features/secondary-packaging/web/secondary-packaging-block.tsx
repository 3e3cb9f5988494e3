import type { Totals } from '../../../shared/web/api/types';

/** Spec 002 secondary packaging: the summary's checkbox. */
export function SecondaryPackagingBlock(_props: { totals: Totals }) {
  return null;
}
