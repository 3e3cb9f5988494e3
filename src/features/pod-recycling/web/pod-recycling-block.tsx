import type { Totals } from '../../../shared/web/api/types';

/** Spec 002 pod recycling: the summary's 'Drop the Pod' block. */
export function PodRecyclingBlock(_props: { totals: Totals }) {
  return null;
}
