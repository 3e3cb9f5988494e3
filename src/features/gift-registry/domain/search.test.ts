import { REGISTRY_SEARCH_REQUIRED, parseRegistrySearch } from './search';

describe('the registry search', () => {
  it.each([
    ['1', { by: 'id', registryId: 1 }],
    [' #42 ', { by: 'id', registryId: 42 }],
    ['Jane Doe', { by: 'name', fullName: 'jane doe' }],
    ['  JANE   doe ', { by: 'name', fullName: 'jane doe' }],
    ['Zoë O’Brien', { by: 'name', fullName: "zoë o'brien" }],
  ])('reads %j', (raw, search) => {
    expect(parseRegistrySearch(raw)).toEqual({ ok: true, search });
  });

  it.each(['', '   ', 'Doe', 'Jane2 Doe', '1234567890', 'a '.repeat(60)])('asks for a full name or a number instead of %j', (raw) => {
    expect(parseRegistrySearch(raw)).toEqual({ ok: false, message: REGISTRY_SEARCH_REQUIRED });
  });
});
