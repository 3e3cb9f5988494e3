import { defineSettings } from '../../../shared/domain/settings';

/** Spec 002 §3 pod recycle item (the checkout config's prs fields), and which lines earn the block. */
export interface PodRecyclingSettings {
  /** The scheme is on in this store. */
  enabled: boolean;
  /** The recycling item the block adds, and how many. */
  sku: string;
  qty: number;
  title: string;
  description: string;
  /** The identifier of the content page 'Drop the Pod' links to. */
  pageId: string;
  /** Product kinds whose lines earn the block (a basket with used pods to send back). */
  qualifyingKinds: string[];
}

declare module '../../stores/domain' {
  interface StoreSettings {
    podRecycling: PodRecyclingSettings;
  }
}

/** Not shown in the spec: the block's heading when the store names none. */
const DEFAULT_POD_RECYCLING_TITLE = 'Recycle your used pods';
/** Not shown in the spec: the block's words when the store names none. */
const DEFAULT_POD_RECYCLING_DESCRIPTION = 'Add a free prepaid return bag to your order and send your used pods back to us for recycling.';
/** Not shown in the spec: pods and cartridges are what the scheme takes back. */
const DEFAULT_POD_RECYCLING_KINDS = 'pod';

export const podRecyclingSettings = defineSettings(
  {
    'prs/general/enabled': '0',
    'prs/general/sku': '',
    'prs/general/qty': '1',
    'prs/general/title': DEFAULT_POD_RECYCLING_TITLE,
    'prs/general/description': DEFAULT_POD_RECYCLING_DESCRIPTION,
    'prs/general/page_id': '',
    'prs/general/qualifying_kinds': DEFAULT_POD_RECYCLING_KINDS,
  },
  (get): { podRecycling: PodRecyclingSettings } => ({
    podRecycling: {
      enabled: get.flag('prs/general/enabled'),
      sku: get.text('prs/general/sku').trim(),
      qty: Math.max(1, get.int('prs/general/qty')),
      title: get.text('prs/general/title') || DEFAULT_POD_RECYCLING_TITLE,
      description: get.text('prs/general/description') || DEFAULT_POD_RECYCLING_DESCRIPTION,
      pageId: get.text('prs/general/page_id').trim(),
      qualifyingKinds: get
        .text('prs/general/qualifying_kinds')
        .split(',')
        .map((kind) => kind.trim())
        .filter(Boolean),
    },
  }),
);
