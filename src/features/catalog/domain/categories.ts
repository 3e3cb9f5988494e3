/** The catalogue's three shelves, as the header nav, the catalogue page and the search suggestions name them. */
export const CATEGORIES = [
  { code: 'devices', label: 'Devices' },
  { code: 'pods', label: 'Pods & Cartridges' },
  { code: 'accessories', label: 'Accessories' },
] as const;

export type Category = (typeof CATEGORIES)[number];
