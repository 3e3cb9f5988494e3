/**
 * Finding a registry to send a gift to (the spec leaves it to the shop, as Magento's registry search
 * does): by the registry's number, or by the registrant's full name (first and last name, in any case,
 * extra spaces ignored), so a surname alone does not list strangers' registries. Public registries only.
 */
export type RegistrySearch = { by: 'id'; registryId: number } | { by: 'name'; fullName: string };

export const REGISTRY_SEARCH_REQUIRED = 'Enter the registrant’s first and last name, or the registry number.';
export const REGISTRIES_NOT_AVAILABLE = 'Gift registries are not available in this store.';
/** The most registries one search lists. */
export const REGISTRY_SEARCH_LIMIT = 10;
export const REGISTRY_SEARCH_MAX_LENGTH = 100;

/** Lower case, single spaces, one apostrophe: how two spellings of a name are compared (the database compares the same way). */
function normaliseName(name: string): string {
  return name.normalize('NFC').replace(/’/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The typed search, or the message to show: a number is a registry id; words need at least a first and a last name. */
export function parseRegistrySearch(raw: string): { ok: true; search: RegistrySearch } | { ok: false; message: string } {
  const text = raw.trim().replace(/^#/, '');
  if (/^\d{1,9}$/.test(text)) return { ok: true, search: { by: 'id', registryId: Number(text) } };
  const fullName = normaliseName(text);
  if (fullName.split(' ').length < 2 || fullName.length > REGISTRY_SEARCH_MAX_LENGTH || /\d/.test(fullName))
    return { ok: false, message: REGISTRY_SEARCH_REQUIRED };
  return { ok: true, search: { by: 'name', fullName } };
}
