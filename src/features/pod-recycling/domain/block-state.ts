import { cmsPagePath } from '../../cms/domain';
import type { PodRecyclingSettings } from './settings';

/** What the block needs to know of a basket line. */
export interface RecyclingLine {
  sku: string;
  kind: string;
}

/** The recycling item in the store's catalogue: absent when it is not sold there (disabled or unpriced). */
export interface RecyclingItem {
  /** Units on the shelf. */
  stock: number;
  maxSaleQty: number;
}

export interface PodRecyclingState {
  /** Spec 002 §4: the scheme is on, a qualifying item is in the basket and the recycling item is salable. */
  show: boolean;
  inCart: boolean;
  salable: boolean;
  /** Spec 002 §4: 'Add to cart' only while the item is not yet in the basket and is salable. */
  canAdd: boolean;
}

/** The item can be sold in the configured quantity: in the store's catalogue, on the shelf, within its sale limit. */
function isRecyclingItemSalable(settings: PodRecyclingSettings, item: RecyclingItem | null): boolean {
  return item !== null && item.stock >= settings.qty && item.maxSaleQty >= settings.qty;
}

/** Spec 002 §4 pod recycling: whether the block shows and whether its button adds, from the basket. */
export function podRecyclingState(settings: PodRecyclingSettings, lines: readonly RecyclingLine[], item: RecyclingItem | null): PodRecyclingState {
  const inCart = lines.some((line) => line.sku === settings.sku);
  const salable = settings.sku !== '' && isRecyclingItemSalable(settings, item);
  const qualifies = lines.some((line) => line.sku !== settings.sku && settings.qualifyingKinds.includes(line.kind));
  const show = settings.enabled && qualifies && salable;
  return { show, inCart, salable, canAdd: show && !inCart };
}

/** Spec 002 §3 pod recycle item (the prs fields) with the block's state, as the summary reads it; the item only while the block shows. */
export function podRecyclingDto(settings: PodRecyclingSettings, state: PodRecyclingState) {
  const { sku, qty, title, description, pageId } = settings;
  return {
    show: state.show,
    in_cart: state.inCart,
    salable: state.salable,
    can_add: state.canAdd,
    prs: state.show ? { sku, qty, title, description, page_id: pageId || null, page_url: pageId ? cmsPagePath(pageId) : null } : null,
  };
}

export type PodRecyclingDto = ReturnType<typeof podRecyclingDto>;
