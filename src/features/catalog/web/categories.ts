/** The catalogue's three shelves, as the header nav and the catalogue page name them. */
export const CATEGORIES = [
  { code: 'devices', label: 'Devices' },
  { code: 'pods', label: 'Pods & Cartridges' },
  { code: 'accessories', label: 'Accessories' },
] as const;

export function findCategory(code: string | null | undefined) {
  return CATEGORIES.find((c) => c.code === code) ?? null;
}
