import { describe, expect, it } from 'vitest';
import { isStoreCode, storeCodeOf } from './store-code';

describe("a page load's store", () => {
  it('is a well-formed ___store, else the saved store, else the default store', () => {
    expect(storeCodeOf('fr', 'de')).toBe('fr');
    expect(storeCodeOf('../x', 'de')).toBe('de');
    expect(storeCodeOf(null, 'de')).toBe('de');
    expect(storeCodeOf(null, 'DE')).toBe('default');
    expect(storeCodeOf(undefined, undefined)).toBe('default');
  });

  it('takes codes of lower-case letters, digits and underscores, 1 to 32 of them', () => {
    expect(['uk', 'fr_2', 'a'.repeat(32)].every(isStoreCode)).toBe(true);
    expect(['', 'a'.repeat(33), 'Fr', 'f-r', '../evil', null, undefined].some((c) => isStoreCode(c))).toBe(false);
  });
});
