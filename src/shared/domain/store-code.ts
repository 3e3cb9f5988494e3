/** A store's code as a REST path (`/rest/{code}/V1`), the `store` cookie and `___store` carry it. */
const STORE_CODE_PATTERN = /^[a-z0-9_]{1,32}$/;

export function isStoreCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && STORE_CODE_PATTERN.test(code);
}

/**
 * The store a page load is for, as Magento chooses it: a well-formed `___store` parameter, else the store
 * the shopper chose before (the `store` cookie), else `default` (the default store).
 */
export function storeCodeOf(asked: string | null | undefined, saved: string | null | undefined): string {
  if (isStoreCode(asked)) return asked;
  return isStoreCode(saved) ? saved : 'default';
}
